import { bigint, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Answer } from '../../../schemas/evaluation';
import { userOwned } from './columns';

/** A user's one submission of a session's evaluation or quiz, with the quiz's score. */
export const assessmentSubmissions = pgTable(
  'assessment_submissions',
  {
    ...userOwned(),
    /** evaluation or quiz. */
    kind: text('kind').$type<'evaluation' | 'quiz'>().notNull(),
    sessionId: integer('session_id').notNull(),
    answers: jsonb('answers').$type<Record<string, Answer>>().notNull(),
    scoreCorrect: integer('score_correct'),
    scoreTotal: integer('score_total'),
    /** Epoch milliseconds. */
    submittedAt: bigint('submitted_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.uuid, t.kind, t.sessionId] })],
);
