import type { ReactNode } from 'react';
import { useClient } from '../../src/browser/clientContext';
import { MyEventProvider } from '../../src/myEvent/MyEventProvider';

/** The user's own program (stars, ratings, notes) over the test's fake API, for user "u1". */
export function WithMyEvent({ children }: { children: ReactNode }) {
  const { api } = useClient();
  return (
    <MyEventProvider api={api} userKey="u1">
      {children}
    </MyEventProvider>
  );
}
