import { describe, expect, it } from 'vitest';
import { isLoopback, metricsAccess } from '../../relay/metricsAccess';

const headers =
  (h: Record<string, string> = {}) =>
  (name: string) =>
    h[name];

describe('who may read /metrics', () => {
  it('knows loopback in every spelling uWebSockets.js and Node give it, and nothing else', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '::ffff:127.0.0.1',
      '0000:0000:0000:0000:0000:ffff:7f00:0001',
    ]) {
      expect(isLoopback(a), a).toBe(true);
    }
    for (const a of [
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '0000:0000:0000:0000:0000:ffff:0a00:0001',
      '2001:db8::1',
      '',
      'localhost',
    ]) {
      expect(isLoopback(a), a).toBe(false);
    }
  });

  it('lets in the machine itself without a proxy, and a bearer of the token from anywhere', () => {
    const withToken = metricsAccess('t0ken');
    expect(withToken('127.0.0.1', headers())).toBe(true);
    expect(withToken('203.0.113.5', headers())).toBe(false);
    expect(withToken('203.0.113.5', headers({ authorization: 'Bearer t0ken' }))).toBe(true);
    expect(withToken('203.0.113.5', headers({ authorization: 'Bearer t0ken2' }))).toBe(false);
    expect(withToken('203.0.113.5', headers({ authorization: 't0ken' }))).toBe(false);
    expect(withToken('127.0.0.1', headers({ 'x-real-ip': '127.0.0.1' }))).toBe(false);
    expect(withToken('127.0.0.1', headers({ 'x-real-ip': '1.2.3.4', authorization: 'Bearer t0ken' }))).toBe(
      true,
    );

    const noToken = metricsAccess(undefined);
    expect(noToken('::1', headers())).toBe(true);
    expect(noToken('203.0.113.5', headers({ authorization: 'Bearer ' }))).toBe(false);
    expect(noToken('127.0.0.1', headers({ 'cf-connecting-ip': '127.0.0.1' }))).toBe(false);
  });
});
