import { Schema } from 'effect';
import { Hono } from 'hono';
import {
  ProfileEditRequest,
  type ProfileReply,
  SendEmailRequest,
  type SendEmailReply,
} from '../../../schemas/profile';
import { TextUpTo } from '../../../schemas/input';
import type { Profiles } from '../../areas/profiles/profiles';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

const ProfileParams = Schema.Struct({ uuid: TextUpTo(100) });

/** Profiles (002 §7): GET /api/profiles/{uuid}, PUT /api/profile (the own profile's edit), and POST /api/profiles/{uuid}/email (attendee_send_email). */
export function profileRoutes(profiles: Profiles) {
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
  return app;
}
