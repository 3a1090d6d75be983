/**
 * What the app shows for a snapshot of the siteClosing machine: the app itself (with or without the admin
 * notice), the closed page or the app-not-enabled page, and whether soft-close rules apply.
 */
import type { SnapshotFrom } from 'xstate';
import type { siteClosingMachine } from './siteClosing';
import { stateName } from './support/stateName';

export type SiteClosingSnapshot = SnapshotFrom<typeof siteClosingMachine>;

export interface SiteClosingView {
  state: string;
  /** What fills the screen: the app, the closed page or the app-not-enabled page. */
  page: 'app' | 'closed' | 'appDisabled';
  /** Calls, posting and lounges are refused (soft close, and after the hard close). */
  softClosed: boolean;
  /** The admin notice 'The site is closed for all attendees.' above the app. */
  adminNotice: boolean;
  /** The closed page: the configured message, or null for the default text. */
  closedMessage: string | null;
  appDisabledContact: string | null;
}

export function siteClosingView(s: SiteClosingSnapshot): SiteClosingView {
  const closed = s.matches('hardClosed');
  const admin = s.matches('adminView');
  return {
    state: stateName(s.value),
    page: closed ? 'closed' : s.matches('appDisabled') ? 'appDisabled' : 'app',
    softClosed: s.matches('softClosed') || admin || closed,
    adminNotice: admin,
    closedMessage: closed ? s.context.facts.hardCloseMsg : null,
    appDisabledContact: s.context.facts.appDisabledContact,
  };
}
