import { type EventConfig, isOn, isSoftClosed, toEpochMs } from '../../../schemas/eventConfig';

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

export const isAppEnabled = (config: EventConfig) =>
  config.app_enabled === undefined || isOn(config.app_enabled);
