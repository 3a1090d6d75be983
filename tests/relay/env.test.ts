import { describe, expect, it } from 'vitest';
import { relayOptionsFromEnv } from '../../relay/env';

describe('relayOptionsFromEnv', () => {
  it('reads the heartbeat and leaves unset values to the relay defaults', () => {
    expect(
      relayOptionsFromEnv({ RELAY_PING_INTERVAL_MS: '30000', RELAY_PING_TIMEOUT_MS: '15000' }),
    ).toMatchObject({
      pingIntervalMs: 30_000,
      pingTimeoutMs: 15_000,
    });
    const defaults = relayOptionsFromEnv({});
    expect(defaults.pingIntervalMs).toBeUndefined();
    expect(defaults.pingTimeoutMs).toBeUndefined();
  });

  it('takes the metrics token from RELAY_METRICS_TOKEN, else METRICS_TOKEN', () => {
    expect(relayOptionsFromEnv({}).metricsToken).toBeUndefined();
    expect(relayOptionsFromEnv({ METRICS_TOKEN: 'both' }).metricsToken).toBe('both');
    expect(relayOptionsFromEnv({ METRICS_TOKEN: 'both', RELAY_METRICS_TOKEN: 'own' }).metricsToken).toBe(
      'own',
    );
  });

  it.each(['abc', '0', '-5', '2.5', '600001'])(
    'refuses RELAY_PING_INTERVAL_MS=%s, naming the variable',
    (value) => {
      expect(() => relayOptionsFromEnv({ RELAY_PING_INTERVAL_MS: value })).toThrow(
        `RELAY_PING_INTERVAL_MS must be a whole number of milliseconds from 1 to 600000, not "${value}"`,
      );
    },
  );
});
