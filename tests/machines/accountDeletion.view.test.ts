import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accountDeletionView } from '../../machines/accountDeletion.view';
import { accountDeletionTestMachine, EMAIL } from './models/accountDeletion.model';

describe('accountDeletionView', () => {
  it('opens the dialog, and allows confirming only once the address is typed', () => {
    const actor = createActor(accountDeletionTestMachine, { input: { email: EMAIL } }).start();
    expect(accountDeletionView(actor.getSnapshot())).toMatchObject({ dialogOpen: false, canOpen: true });
    actor.send({ type: 'ACCOUNT.OPEN' });
    expect(accountDeletionView(actor.getSnapshot())).toMatchObject({ dialogOpen: true, canConfirm: false });
    actor.send({ type: 'ACCOUNT.TYPE', text: EMAIL });
    expect(accountDeletionView(actor.getSnapshot())).toMatchObject({ typed: EMAIL, canConfirm: true });
    actor.send({ type: 'ACCOUNT.CONFIRM' });
    expect(accountDeletionView(actor.getSnapshot())).toMatchObject({ state: 'deleting', deleting: true });
  });
});
