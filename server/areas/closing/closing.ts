import { type EventConfig, isOn, toEpochMs } from '../../../schemas/eventConfig';

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
