import { Hono } from 'hono';
import { GeneralNoteRequest, NoteRequest, type NotesReply } from '../../../schemas/note';
import type { Notes } from '../../areas/notes/notes';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { jsonBody } from '../validate';

/**
 * Personal notes: GET /api/notes (all mine), PUT /api/notes (save one; empty text deletes it),
 * PUT /api/notes/general (the general note).
 */
export function noteRoutes(notes: Notes) {
  const app = new Hono<AppEnv>();
  app.get('/notes', async (c) => {
    const reply: NotesReply = await notes.list(actorOf(c));
    return c.json(reply);
  });
  app.put('/notes', async (c) => {
    await notes.save(actorOf(c), await jsonBody(c, NoteRequest));
    return c.json({ success: true });
  });
  app.put('/notes/general', async (c) => {
    await notes.saveGeneral(actorOf(c), await jsonBody(c, GeneralNoteRequest));
    return c.json({ success: true });
  });
  return app;
}
