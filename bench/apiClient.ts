/**
 * The client side of `npm run bench:api`, in a process of its own so that its work does not share the server's
 * event loop: the favourite toggle sent open loop, and the cached snapshot read by closed-loop connections.
 * Takes one job at a time over IPC and answers with what it measured.
 */
import { createHttpClient } from './httpClient';

export type ApiClientJob =
  | {
      kind: 'toggle';
      base: string;
      tokens: string[];
      sessionIds: number[];
      rate: number;
      seconds: number;
    }
  | { kind: 'snapshot'; base: string; path: string; token: string; connections: number; seconds: number }
  | { kind: 'stop' };
export type ApiClientResult =
  | { kind: 'toggle'; latencies: number[]; failures: number }
  | { kind: 'snapshot'; served: number; failures: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function toggle(job: Extract<ApiClientJob, { kind: 'toggle' }>): Promise<ApiClientResult> {
  const client = createHttpClient(job.base);
  const saved = new Array<boolean>(job.tokens.length).fill(false);
  const latencies: number[] = [];
  let failures = 0;
  const total = job.rate * job.seconds;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  // Open loop: requests leave on schedule whatever the answers' pace.
  for (let n = 0; n < total; n++) {
    const wait = started + (n * 1000) / job.rate - performance.now();
    if (wait > 1) await sleep(wait);
    const user = n % job.tokens.length;
    const method = saved[user] ? 'DELETE' : 'PUT';
    saved[user] = !saved[user];
    const sessionId = job.sessionIds[user % job.sessionIds.length];
    const t0 = performance.now();
    pending.push(
      client
        .send(`/api/favorites/session/${sessionId}`, method, { authorization: `Bearer ${job.tokens[user]}` })
        .then(
          (res) => {
            if (res.status >= 300) failures++;
            latencies.push(performance.now() - t0);
          },
          () => void failures++,
        ),
    );
  }
  await Promise.all(pending);
  client.close();
  return { kind: 'toggle', latencies, failures };
}

async function snapshot(job: Extract<ApiClientJob, { kind: 'snapshot' }>): Promise<ApiClientResult> {
  const client = createHttpClient(job.base);
  const headers = { authorization: `Bearer ${job.token}`, 'accept-encoding': 'br, gzip' };
  let served = 0;
  let failures = 0;
  const until = performance.now() + job.seconds * 1000;
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (performance.now() < until) {
        const res = await client.send(job.path, 'GET', headers).catch(() => null);
        if (res?.status === 200) served++;
        else failures++;
      }
    }),
  );
  client.close();
  return { kind: 'snapshot', served, failures };
}

process.on('message', async (job: ApiClientJob) => {
  if (job.kind === 'stop') process.exit(0);
  process.send?.(job.kind === 'toggle' ? await toggle(job) : await snapshot(job));
});
