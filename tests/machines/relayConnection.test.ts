import { describe, expect, test } from 'vitest';
import { reconnectDelay } from '../../machines/relayConnection';
import { modelPaths, replay } from './model';
import { relayConnectionModel } from './models/relayConnection.model';

describe('relayConnection model', () => {
  test('every step of every path means what its state says', () => {
    const paths = modelPaths(relayConnectionModel);
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) replay(relayConnectionModel, p);
  });

  test('the backoff runs 1 s, 2 s, 4 s, then 5 s for ever', () => {
    expect([1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });
});
