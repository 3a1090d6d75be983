import { isOn, type EventConfig } from '../../../schemas/eventConfig';

/** Reads a configured time (epoch ms, epoch seconds or an ISO text) as epoch ms; null when absent. */
export function toEpochMs(value: number | string | undefined | null): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return value < 1e11 ? value * 1000 : value;
  const asNumber = Number(value);
  if (Number.isFinite(asNumber)) return toEpochMs(asNumber);
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

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

export function isSoftClosed(config: EventConfig, now: number): boolean {
  const { softCloseAt } = closingTimes(config);
  return isOn(config.soft_closed) || (softCloseAt !== null && softCloseAt <= now);
}

export function isHardClosed(config: EventConfig, now: number): boolean {
  const { hardCloseAt } = closingTimes(config);
  return hardCloseAt !== null && hardCloseAt <= now;
}

export const isAppEnabled = (config: EventConfig) =>
  config.app_enabled === undefined || isOn(config.app_enabled);
