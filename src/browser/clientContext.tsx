import { createContext, type ReactNode, useContext } from 'react';
import type { Api } from '../api/client';
import type { EventAddress } from '../../schemas/eventAddress';
import type { EventStorage } from './eventStorage';

/** The API client, the browser storage and the address of the current event, for every screen. */
export interface Client {
  api: Api;
  storage: EventStorage;
  address: EventAddress;
  /**
   * Holds the sign-in token in the page's memory for the API client's calls (null when signed out). The token
   * is never stored in the browser: a reload resumes the login through its HttpOnly cookie.
   */
  setToken?: (token: string | null) => void;
  /** Listens for a signed-in call answered 401 (the login ended elsewhere or expired); returns the unsubscribe. */
  onSignedOut?: (listener: () => void) => () => void;
}

const ClientContext = createContext<Client | null>(null);

export function ClientProvider({ client, children }: { client: Client; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useClient(): Client {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient outside ClientProvider');
  return client;
}
