import { Component, type ErrorInfo, type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { StatusPage } from '../ui/StatusPage';
import { PageTitle } from '../ui/PageTitle';

/** Remembers that an API call answered 5xx, for the 'Sorry, the server is going wrong' page (000 §8). */
export function createServerErrorSignal() {
  let failed = false;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    report() {
      if (failed) return;
      failed = true;
      emit();
    },
    reset() {
      failed = false;
      emit();
    },
    get: () => failed,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type ServerErrorSignal = ReturnType<typeof createServerErrorSignal>;

/** Whether some API call waits to be sent again because the server said it is busy (a keynote's rush). */
export function createBusySignal() {
  let busy = false;
  const listeners = new Set<() => void>();
  return {
    set(next: boolean) {
      if (busy === next) return;
      busy = next;
      for (const l of listeners) l();
    },
    get: () => busy,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type BusySignal = ReturnType<typeof createBusySignal>;

const BusyBanner = styled.p`
  position: fixed;
  inset-inline: 0;
  bottom: ${({ theme }) => theme.space(4)};
  z-index: 1000;
  width: fit-content;
  max-width: calc(100% - 32px);
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.info};
  border: 1px solid ${({ theme }) => theme.colors.info};
  box-shadow: 0 2px 8px rgb(0 0 0 / 15%);
  text-align: center;
`;

/** A calm word while calls wait for a busy server; nothing otherwise. The live region stays for screen readers. */
export function BusyNotice({ signal }: { signal: BusySignal }) {
  const { t } = useTranslation();
  const busy = useSyncExternalStore(signal.subscribe, signal.get, signal.get);
  return (
    <div role="status" data-testid="busy-notice" data-state={busy ? 'busy' : 'idle'}>
      {busy && <BusyBanner>{t('errors.busy')}</BusyBanner>}
    </div>
  );
}

export function ServerErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage state="serverError">
      <PageTitle page={t('errors.serverError')} />
      <h1>500</h1>
      <p>{t('errors.serverError')}</p>
      <Button type="button" onClick={onRetry}>
        {t('errors.reload')}
      </Button>
    </StatusPage>
  );
}

/** Shows the server-error page once an API call answered 5xx, else the app. */
export function ServerErrorGate({ signal, children }: { signal: ServerErrorSignal; children: ReactNode }) {
  const failed = useSyncExternalStore(signal.subscribe, signal.get, signal.get);
  if (failed) return <ServerErrorPage onRetry={() => window.location.reload()} />;
  return <>{children}</>;
}

function RenderFailure() {
  const { t } = useTranslation();
  return (
    <StatusPage state="renderFailure">
      <p role="alert">{t('errors.renderFailure')}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </StatusPage>
  );
}

/** A screen that throws while rendering shows 'Something went wrong' instead of a blank page. */
export class RenderBoundary extends Component<
  { children: ReactNode; onError?: (error: unknown, info: ErrorInfo) => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }
  override render() {
    return this.state.failed ? <RenderFailure /> : this.props.children;
  }
}
