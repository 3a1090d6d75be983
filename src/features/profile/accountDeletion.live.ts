import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountDeletionMachine } from '../../../machines/accountDeletion';
import { accountDeletionView } from '../../../machines/accountDeletion.view';
import { inspect } from '../../browser/inspection';

/** The accountDeletion machine with the server's DELETE /api/me as its deleteAccount actor. */
export function useAccountDeletion(email: string, deleteAccount: (confirm: string) => Promise<unknown>) {
  const latest = useRef(deleteAccount);
  latest.current = deleteAccount;
  const [logic] = useState(() =>
    accountDeletionMachine.provide({
      actors: { deleteAccount: fromPromise(({ input }) => latest.current(input)) },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { email }, inspect });
  return { view: accountDeletionView(snapshot), send };
}
