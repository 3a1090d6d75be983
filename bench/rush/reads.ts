/**
 * The reads phase of `npm run bench:rush`: 32 clients read the signed-in program link at full speed, each with
 * its own attendee's token. The reader is wrk (bench/rush/wrkReader.ts) when it is installed, else the bench's
 * Node http client (below); RUSH_READER=node|wrk forces one. One reader serves every shape of a run, so that the
 * ratio of the cluster to one process compares like with like.
 */
import { spawnSync } from 'node:child_process';
import type { HttpReply } from '../httpClient';
import { nodeOrTool } from './nodeOrTool';

export type ReaderKind = 'node' | 'wrk';

export interface Reads {
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Requests that failed, by kind (a status, a network error). */
  readonly errors: ReadonlyMap<string, number>;
}

/** The nearest-rank percentile of samples. */
export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** RUSH_READER (node or wrk), else wrk when it is installed. */
export const readerOfTheRun = (env: NodeJS.ProcessEnv): ReaderKind =>
  nodeOrTool(env, 'RUSH_READER', 'wrk', () => !spawnSync('wrk', ['--version']).error);

/** What a read accepts, as a browser does (the link's reply is small and sent as it is). */
export const READ_ACCEPT_ENCODING = 'br, gzip';

/**
 * The reads by the bench's own Node http client, one loop per token for `seconds`; a call turned away busy is sent
 * again as the web app does (`sendPatiently`) and counts once, its waits included in its latency.
 */
export async function readWithNode(
  sendPatiently: (path: string, method: string, headers: Record<string, string>) => Promise<HttpReply>,
  path: string,
  tokens: readonly string[],
  seconds: number,
): Promise<Reads> {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const failed = (kind: string) => errors.set(kind, (errors.get(kind) ?? 0) + 1);
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          const res = await sendPatiently(path, 'GET', {
            authorization: `Bearer ${token}`,
            'accept-encoding': READ_ACCEPT_ENCODING,
          });
          latencies.push(performance.now() - started);
          if (res.status !== 200) failed(String(res.status));
        } catch (e) {
          failed(`network (${(e as { code?: string }).code ?? (e as Error).message})`);
        }
      }
    }),
  );
  return {
    perSecond: latencies.length / seconds,
    p50Ms: pct(latencies, 50),
    p99Ms: pct(latencies, 99),
    errors,
  };
}
