import { eq } from 'drizzle-orm';
import { Schema } from 'effect';
import type { AssessmentForm } from '../../schemas/evaluation';
import type { EventConfig } from '../../schemas/eventConfig';
import type { Db } from '../../server/db/connect';
import { events } from '../../server/db/schema';
import type { TestServer } from './server';

/** An evaluation with one question of each type: stars, one choice, several choices and text. */
export const EVALUATION_FORM: AssessmentForm = {
  title: 'Session Evaluation',
  intro: '<p>Tell us how it went.</p>',
  questions: [
    { id: 'stars', label: 'Overall', type: 'rating', required: true },
    { id: 'met', label: 'Objectives met?', type: 'single', options: ['Yes', 'Partly', 'No'], required: true },
    { id: 'useful', label: 'Useful parts', type: 'multiple', options: ['Talks', 'Q&A', 'Slides'] },
    { id: 'comment', label: 'Comments', type: 'text' },
  ],
};

/** A quiz of three questions, two of them with correct answers. */
export const QUIZ_FORM: AssessmentForm = {
  title: 'Knowledge Check',
  questions: [
    { id: 'q1', label: 'Pick B', type: 'single', options: ['A', 'B', 'C'], correct: 'B', required: true },
    { id: 'q2', label: 'Pick X and Z', type: 'multiple', options: ['X', 'Y', 'Z'], correct: ['X', 'Z'] },
    { id: 'q3', label: 'Anything to add?', type: 'text' },
  ],
};

/** Replaces part of an event's configuration document (the next request reads it). */
export async function patchConfig(db: Db, eventId: string, patch: Partial<EventConfig>) {
  const [row] = await db.select({ config: events.config }).from(events).where(eq(events.id, eventId));
  await db
    .update(events)
    .set({ config: { ...(row?.config ?? {}), ...patch } as EventConfig })
    .where(eq(events.id, eventId));
}

export interface Reply {
  status: number;
  body: unknown;
  /** The error reply's message and wrong fields, when it is one. */
  message?: string;
  fields: string[];
}

/** A JSON call of a signed-in user: its status, body, and error message and fields if any. */
export async function call(
  s: TestServer,
  token: string,
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<Reply> {
  const res = await s.request(path, { ...init, token });
  const body: unknown = await res.json();
  const error = (body as { error?: { message: string; fields?: { path: string }[] } }).error;
  return {
    status: res.status,
    body,
    ...(error ? { message: error.message } : {}),
    fields: error?.fields?.map((f) => f.path) ?? [],
  };
}

/** The body of a 200 reply, decoded with its schema. */
export function ok<A, I>(schema: Schema.Schema<A, I>, reply: Reply): A {
  if (reply.status !== 200)
    throw new Error(`expected 200, got ${reply.status}: ${JSON.stringify(reply.body)}`);
  return Schema.decodeUnknownSync(schema)(reply.body);
}
