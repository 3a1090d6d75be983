import { type EventConfig, isOn, isSoftClosed, toEpochMs } from '../../../schemas/eventConfig';
import { SiteClosed } from '../../../schemas/errors';
import type { EventRow } from '../events/queries';

export interface ClosingTimes {
  softCloseAt: number | null;
  hardCloseAt: number | null;
}

export function closingTimes(config: EventConfig): ClosingTimes {
  return {
    softCloseAt: toEpochMs(config.soft_close_timestamp),
    hardCloseAt: toEpochMs(config.hard_close_time),
  };
}

export { isSoftClosed };

export function isHardClosed(config: EventConfig, now: number): boolean {
  const { hardCloseAt } = closingTimes(config);
  return hardCloseAt !== null && hardCloseAt <= now;
}

export const HARD_CLOSED_MESSAGE = 'This virtual event is no longer accessible.';
export const SOFT_CLOSED_MESSAGE = 'This virtual event is closed for new activity.';
export const APP_DISABLED_MESSAGE = 'This app is not enabled. Please contact your conference administrator.';

/**
 * Why a request is refused now, or null when it is allowed: `hard` (anything) is refused after the hard close,
 * and while the app is not enabled (`app_enabled: 0`), for everyone but admins; `soft` (calls, posts, lounge
 * joins) is refused from the soft close on as well.
 */
export function closedMessage(
  level: 'soft' | 'hard',
  config: EventConfig,
  isAdmin: boolean,
  now: number,
): string | null {
  if (isAdmin) return null;
  if (!isAppEnabled(config)) return APP_DISABLED_MESSAGE;
  if (isHardClosed(config, now)) return config.hard_close_msg || HARD_CLOSED_MESSAGE;
  if (level === 'soft' && isSoftClosed(config, now)) return SOFT_CLOSED_MESSAGE;
  return null;
}

/** Throws SiteClosed when the event is closed for this write (see `closedMessage`). */
export function assertOpenFor(level: 'soft' | 'hard', event: EventRow, isAdmin: boolean, now: number): void {
  const message = closedMessage(level, event.config, isAdmin, now);
  if (message !== null) throw new SiteClosed({ message });
}

/** What the closed page shows (000 §4, §8): who the event is, its close facts and whom to contact. */
const CLOSED_PAGE_FIELDS = [
  'source_hex',
  'conferenceid',
  'confurlid',
  'appdir',
  'title',
  'logout_url',
  'app_enabled',
  'app_disabled_contact',
  'support_email',
  'soft_close_timestamp',
  'soft_closed',
  'hard_close_time',
  'hard_close_msg',
  'archive_mode',
] as const satisfies readonly (keyof EventConfig)[];

/** The configuration an attendee gets after the hard close: only what the closed page needs. */
export function closedPageConfig(config: EventConfig): EventConfig {
  const kept: Record<string, unknown> = {};
  for (const key of CLOSED_PAGE_FIELDS) if (config[key] !== undefined) kept[key] = config[key];
  return kept as EventConfig;
}

export const isAppEnabled = (config: EventConfig) =>
  config.app_enabled === undefined || isOn(config.app_enabled);
