import { useMachine } from '@xstate/react';
import { inspect } from '../../browser/inspection';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { closingFactsOfConfig } from '../../../machines/siteClosing';
import { siteClosingView } from '../../../machines/siteClosing.view';
import type { EventConfig } from '../../../schemas/eventConfig';
import { useClock } from '../../program/ClockProvider';
import { Alert } from '../../ui/Alert';
import { AppDisabledPage, StatusPage } from '../../ui/StatusPage';
import { liveSiteClosing } from './siteClosing.live';

/** As tall as the window at least, so that the app's frame inside it can keep its footer at the bottom. */
const Open = styled.div`
  min-height: 100%;
  display: flex;
  flex-direction: column;
`;

/**
 * The closing rules in front of the signed-in app (000 §4 "Closing", §8): the closed page for attendees after
 * the hard close, the admins' notice, the app-not-enabled page; otherwise the app.
 */
export function ClosingGate({
  settings,
  isAdmin,
  now = Date.now,
  children,
}: {
  settings: EventConfig;
  isAdmin: boolean;
  /** The time the rules start from; later times come with the app clock's ticks. */
  now?: () => number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const clock = useClock();
  const logic = useMemo(() => liveSiteClosing(clock), [clock]);
  const facts = useMemo(() => closingFactsOfConfig(settings), [settings]);
  const [snapshot, send] = useMachine(logic, { inspect, input: { facts, isAdmin, now: now() } });
  useEffect(() => {
    send({ type: 'FACTS.UPDATE', facts, isAdmin });
  }, [facts, isAdmin, send]);
  const view = siteClosingView(snapshot);

  if (view.page === 'closed') {
    return (
      <StatusPage state={view.state}>
        <p>{view.closedMessage ?? t('closing.hardClosed')}</p>
      </StatusPage>
    );
  }
  if (view.page === 'appDisabled') {
    return <AppDisabledPage state={view.state} contact={view.appDisabledContact} />;
  }
  return (
    <Open data-state={view.state} data-soft-closed={view.softClosed}>
      {view.adminNotice ? <Alert tone="warning">{t('closing.adminNotice')}</Alert> : null}
      {children}
    </Open>
  );
}
