import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { accountDeletionMachine } from '../../../machines/accountDeletion';
import { accountDeletionView } from '../../../machines/accountDeletion.view';
import type { MachineModel } from '../model';

type Machine = typeof accountDeletionMachine;
type Ev = EventFromLogic<Machine>;

export const EMAIL = 'zelda@example.com';
export const SERVER_MESSAGE = 'Please try again later.';

/** The real machine; its call never settles by itself: the paths send its done and error events. */
export const accountDeletionTestMachine = accountDeletionMachine.provide({
  actors: { deleteAccount: fromPromise(() => new Promise(() => {})) },
});

const events: Ev[] = [
  { type: 'ACCOUNT.OPEN' },
  { type: 'ACCOUNT.TYPE', text: 'zelda@' },
  { type: 'ACCOUNT.TYPE', text: ' Zelda@Example.com ' },
  { type: 'ACCOUNT.CONFIRM' },
  { type: 'ACCOUNT.CANCEL' },
  { type: 'xstate.done.actor.deleteAccount', output: { success: true } } as unknown as Ev,
  { type: 'xstate.error.actor.deleteAccount', error: { message: SERVER_MESSAGE } } as unknown as Ev,
];

const matches = (typed: string) => typed.trim().toLowerCase() === EMAIL;

function meaning(s: SnapshotFrom<Machine>) {
  const view = accountDeletionView(s);
  if (s.matches('idle')) {
    expect(view).toMatchObject({
      dialogOpen: false,
      typed: '',
      failure: null,
      canOpen: true,
      canConfirm: false,
    });
  } else if (s.matches('confirming')) {
    expect(view).toMatchObject({ dialogOpen: true, deleting: false, failure: null, canCancel: true });
    expect(view.canConfirm).toBe(matches(view.typed));
  } else if (s.matches('deleting')) {
    expect(view).toMatchObject({ dialogOpen: true, deleting: true, canConfirm: false, canCancel: false });
    expect(matches(view.typed)).toBe(true);
  } else if (s.matches('failed')) {
    expect(view).toMatchObject({
      dialogOpen: true,
      deleting: false,
      failure: SERVER_MESSAGE,
      canCancel: true,
    });
    expect(view.canConfirm).toBe(matches(view.typed));
  } else if (s.matches('deleted')) {
    expect(view).toMatchObject({ dialogOpen: false, deleted: true, canOpen: false, canConfirm: false });
    expect(s.status).toBe('done');
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const accountDeletionModel: MachineModel<typeof accountDeletionTestMachine> = {
  name: 'accountDeletion',
  machine: accountDeletionTestMachine,
  inputs: [{ label: 'an account', input: { email: EMAIL } }],
  events: () => events,
  meaning,
  transitionPaths: true,
  serializeState: (s) => JSON.stringify([s.value, matches(s.context.typed), s.context.typed === '']),
};
