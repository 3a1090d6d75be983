import { describe, expect, it } from 'vitest';
import { rememberVerified } from '../../schemas/authToken';

describe('rememberVerified', () => {
  const setUp = (max?: number) => {
    let now = 1_000;
    const calls: string[] = [];
    const verify = async (token: string) => {
      calls.push(token);
      return token.startsWith('good') ? { claims: { token }, expiresAtMs: 5_000 } : null;
    };
    const verified = rememberVerified(verify, { now: () => now }, max);
    return { verified, calls, at: (ms: number) => (now = ms) };
  };

  it('answers a verified token from memory until it expires, then verifies it again', async () => {
    const { verified, calls, at } = setUp();
    expect(await verified('good-1')).toEqual({ token: 'good-1' });
    expect(await verified('good-1')).toEqual({ token: 'good-1' });
    expect(calls).toEqual(['good-1']);
    at(4_999);
    await verified('good-1');
    expect(calls).toEqual(['good-1']);
    at(5_000);
    expect(await verified('good-1')).toEqual({ token: 'good-1' });
    expect(calls).toEqual(['good-1', 'good-1']);
  });

  it('never remembers a refusal', async () => {
    const { verified, calls } = setUp();
    expect(await verified('bad')).toBeNull();
    expect(await verified('bad')).toBeNull();
    expect(calls).toEqual(['bad', 'bad']);
  });

  it('keeps at most its bound, forgetting the oldest first', async () => {
    const { verified, calls } = setUp(2);
    await verified('good-1');
    await verified('good-2');
    await verified('good-3');
    await verified('good-3');
    await verified('good-2');
    await verified('good-1');
    expect(calls).toEqual(['good-1', 'good-2', 'good-3', 'good-1']);
  });
});
