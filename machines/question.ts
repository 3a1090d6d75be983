/**
 * One question for the speakers, as its asker lives it: drafted, submitted, then pending approval or approved
 * at once (the server decides by auto_approve_abstract_qna), later answered, dismissed or deleted as the
 * session's chairs decide (QUESTION.STATUS from the live list). QUESTION.NEW starts another draft.
 * Input: `anonymousAllowed`. Provide the actor submitQuestion ({ text, anonymous } => { id, status }).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { QuestionStatus } from '../schemas/questions';
import { messageOf } from './support/callError';

export interface QuestionInput {
  readonly anonymousAllowed: boolean;
}

export interface QuestionContext {
  readonly text: string;
  readonly anonymous: boolean;
  readonly anonymousAllowed: boolean;
  /** The server's id once submitted. */
  readonly id: string | null;
  /** The server's message when the submission failed. */
  readonly failure: string | null;
}

export interface SubmittedQuestion {
  readonly id: string;
  readonly status: QuestionStatus;
}

export type QuestionEvent =
  | { type: 'QUESTION.TEXT'; text: string }
  | { type: 'QUESTION.ANONYMOUS'; anonymous: boolean }
  | { type: 'QUESTION.SUBMIT' }
  | { type: 'QUESTION.STATUS'; status: QuestionStatus }
  | { type: 'QUESTION.NEW' };

const to = (status: QuestionStatus) => ({
  guard: ({ event }: { event: QuestionEvent }) => event.type === 'QUESTION.STATUS' && event.status === status,
});

export const questionMachine = setup({
  types: {
    input: {} as QuestionInput,
    context: {} as QuestionContext,
    events: {} as QuestionEvent,
  },
  actors: {
    submitQuestion: fromPromise<SubmittedQuestion, { text: string; anonymous: boolean }>(() => {
      throw new Error('submitQuestion not provided');
    }),
  },
  actions: {
    setText: assign({ text: ({ event }) => (event.type === 'QUESTION.TEXT' ? event.text : '') }),
    setAnonymous: assign({
      anonymous: ({ context, event }) =>
        context.anonymousAllowed && event.type === 'QUESTION.ANONYMOUS' && event.anonymous,
    }),
    clearFailure: assign({ failure: null }),
    startOver: assign({ text: '', anonymous: false, id: null, failure: null }),
  },
  guards: {
    hasText: ({ context }) => context.text.trim().length > 0,
    isApprovedAtOnce: ({ event }) =>
      (event as unknown as { output: SubmittedQuestion }).output.status === 'approved',
  },
}).createMachine({
  id: 'question',
  context: ({ input }) => ({
    text: '',
    anonymous: false,
    anonymousAllowed: input.anonymousAllowed,
    id: null,
    failure: null,
  }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        'QUESTION.TEXT': { actions: 'setText' },
        'QUESTION.ANONYMOUS': { actions: 'setAnonymous' },
        'QUESTION.SUBMIT': { guard: 'hasText', target: 'submitted', actions: 'clearFailure' },
      },
    },
    submitted: {
      invoke: {
        id: 'submitQuestion',
        src: 'submitQuestion',
        input: ({ context }) => ({ text: context.text, anonymous: context.anonymous }),
        onDone: [
          {
            guard: 'isApprovedAtOnce',
            target: 'approved',
            actions: assign({ id: ({ event }) => event.output.id, text: '' }),
          },
          { target: 'pendingApproval', actions: assign({ id: ({ event }) => event.output.id, text: '' }) },
        ],
        onError: { target: 'draft', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    pendingApproval: {
      on: {
        'QUESTION.STATUS': [
          { ...to('approved'), target: 'approved' },
          { ...to('answered'), target: 'answered' },
          { ...to('dismissed'), target: 'dismissed' },
          { ...to('deleted'), target: 'deleted' },
        ],
        'QUESTION.NEW': { target: 'draft', actions: 'startOver' },
      },
    },
    approved: {
      on: {
        'QUESTION.STATUS': [
          { ...to('answered'), target: 'answered' },
          { ...to('dismissed'), target: 'dismissed' },
          { ...to('deleted'), target: 'deleted' },
        ],
        'QUESTION.NEW': { target: 'draft', actions: 'startOver' },
      },
    },
    answered: {
      on: {
        'QUESTION.STATUS': { ...to('deleted'), target: 'deleted' },
        'QUESTION.NEW': { target: 'draft', actions: 'startOver' },
      },
    },
    dismissed: {
      on: {
        'QUESTION.STATUS': [
          { ...to('approved'), target: 'approved' },
          { ...to('deleted'), target: 'deleted' },
        ],
        'QUESTION.NEW': { target: 'draft', actions: 'startOver' },
      },
    },
    deleted: {
      on: { 'QUESTION.NEW': { target: 'draft', actions: 'startOver' } },
    },
  },
});
