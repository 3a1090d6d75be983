import { Schema } from 'effect';
import { Hono } from 'hono';
import {
  ProfileEditRequest,
  type ProfileReply,
  type ProfilePhotoReply,
  SendEmailRequest,
  type SendEmailReply,
} from '../../../schemas/profile';
import { BadRequest } from '../../../schemas/errors';
import { TextUpTo } from '../../../schemas/input';
import type { ProfilePhotos } from '../../areas/profiles/photos';
import type { Profiles } from '../../areas/profiles/profiles';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

const ProfileParams = Schema.Struct({ uuid: TextUpTo(100) });

const PictureParams = Schema.Struct({ id: TextUpTo(100) });

/**
 * Profiles (002 §7): GET /api/profiles/{uuid}, PUT /api/profile (the own profile's edit), POST
 * /api/profiles/{uuid}/email (attendee_send_email), POST /api/uploads/profile-photo (the own picture, multipart
 * field `image`) and GET /api/pictures/{id} (a picture, open: an image sends no sign-in header).
 */
export function profileRoutes(profiles: Profiles, photos: ProfilePhotos) {
  const app = new Hono<AppEnv>();
  app.get('/profiles/:uuid', async (c) => {
    const { uuid } = decode(ProfileParams, c.req.param(), 'profile');
    c.header('Cache-Control', 'private, no-store');
    const reply: ProfileReply = await profiles.profile(actorOf(c), uuid);
    return c.json(reply);
  });
  app.put('/profile', async (c) =>
    c.json(await profiles.edit(actorOf(c), await jsonBody(c, ProfileEditRequest))),
  );
  app.post('/profiles/:uuid/email', async (c) => {
    const { uuid } = decode(ProfileParams, c.req.param(), 'profile');
    const { name } = await profiles.sendEmail(actorOf(c), uuid, await jsonBody(c, SendEmailRequest));
    const reply: SendEmailReply = { success: true, message: `Message sent to ${name}` };
    return c.json(reply);
  });
  app.post('/uploads/profile-photo', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.image;
    if (!(file instanceof File)) {
      const message = 'Send the picture in the field image';
      throw new BadRequest({ message, fields: [{ path: 'image', message }] });
    }
    const reply: ProfilePhotoReply = await photos.upload(
      actorOf(c),
      new Uint8Array(await file.arrayBuffer()),
    );
    return c.json(reply, 201);
  });
  app.get('/pictures/:id', async (c) => {
    const { id } = decode(PictureParams, c.req.param(), 'picture');
    const file = await photos.picture(id);
    c.header('Content-Type', file.contentType);
    // A new picture gets a new address, so this one never changes.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(file.body));
  });
  return app;
}
