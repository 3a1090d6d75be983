import { describe, expect, test } from 'vitest';
import { parseWrkReport, tokensScript } from '../../bench/rush/wrkReader';

const report = (lines: string) => `Running 10s test @ http://127.0.0.1:8080/api/session/a/b
  1 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     7.12ms    3.05ms  61.07ms   85.83%
    Req/Sec     4.48k   517.52     5.47k    70.00%
  Latency Distribution
${lines}
  44803 requests in 10.00s, 10.74MB read
Requests/sec:   4480.16
Transfer/sec:      1.07MB
`;

describe("the rush bench's wrk reader", () => {
  test("reads requests/s, p50 and p99 from wrk's --latency report, in every unit wrk prints", () => {
    const reads = parseWrkReport(
      report('     50%  850.00us\n     75%    2.00ms\n     90%    5.00ms\n     99%    1.25s'),
    );
    expect(reads.perSecond).toBe(4480.16);
    expect(reads.p50Ms).toBeCloseTo(0.85);
    expect(reads.p99Ms).toBe(1250);
    expect(reads.errors.size).toBe(0);
  });

  test('counts replies of status 400 or more and socket errors as errors', () => {
    const reads = parseWrkReport(
      report(
        '     50%    6.00ms\n     75%    7.00ms\n     90%    9.00ms\n     99%   20.00ms\n  Socket errors: connect 0, read 2, write 0, timeout 5\n  Non-2xx or 3xx responses: 12',
      ),
    );
    expect(reads.p50Ms).toBe(6);
    expect(reads.p99Ms).toBe(20);
    expect([...reads.errors]).toEqual([
      ['status ≥ 400', 12],
      ['socket read', 2],
      ['socket timeout', 5],
    ]);
  });

  test('fails on output that is not a report', () => {
    expect(() => parseWrkReport('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(
      /wrk printed no/,
    );
  });

  test("hands the readers' tokens out in turn, as quoted Lua strings", () => {
    const script = tokensScript(['a.b-c', 'd_e.f']);
    expect(script).toContain('local tokens = { "a.b-c", "d_e.f" }');
    expect(script).toContain('turn = turn % #requests + 1');
  });
});
