/**
 * `npm run bench:live`: one live session at a keynote's scale, on `npm start`'s one process (PGlite, or PostgreSQL
 * with LIVE_DATABASE_URL). LIVE_ATTENDEES (5,000) attendees, each holding a token, open a Conference TV session
 * running now: its Questions for Speakers and its polls (the API names each reader its relay rooms), and join those
 * rooms on one websocket each; the demo admin, who moderates every session, does the same and opens a new poll.
 * Then, within LIVE_WINDOW seconds (10), LIVE_ASKERS (1,000) of them ask a question (one in four) or upvote an
 * approved one, and every attendee answers the poll. When the coalesced updates have settled, every attendee's last
 * update must hold the server's exact counts: each listed question's votes, the poll's votes per option (known in
 * advance from who chose what), and for the moderator the queue of pending questions.
 * Prints the burst's requests/s and p99, errors (must be 0), the updates an attendee received (per second, and
 * the shortest gap between two of a kind), how long after the last answer every attendee had the final counts,
 * and the server's CPU (% of one core) and memory. Loopback only; bounded in count and time; stops by itself.
 */
import { rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import type { SessionPollsReply, SessionPollsUpdate } from '../schemas/poll';
import type { QuestionsReply, QuestionsUpdate } from '../schemas/questions';
import type { SessionItemDoc } from '../schemas/sessionItem';
import { TYPE } from '../server/seed/catalog';
import { DEMO_ACCOUNTS } from '../server/seed/people';
import { createHttpClient } from './httpClient';
import { quantile } from './platform';
import { startPlatformProcess } from './rush/platformProcess';

const env = process.env;
const ATTENDEES = Number(env.LIVE_ATTENDEES ?? 5000);
const ASKERS = Math.min(ATTENDEES, Number(env.LIVE_ASKERS ?? 1000));
const WINDOW_MS = Number(env.LIVE_WINDOW ?? 10) * 1000;
/** Updates are coalesced to one a second: this long without one means they have settled. */
const QUIET_MS = 3000;
const SETTLE_LIMIT_MS = 60_000;
const OPTIONS = ['Yes', 'No', 'Not sure'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (values: readonly number[], p: number) => quantile(values, p / 100);

/** Runs `job` over `items` with at most `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, job: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await job(items[i] as T, i);
      }
    }),
  );
}

/** What one attendee (or the moderator) heard of the session: when, and the last of each kind. */
interface Listener {
  token: string;
  socket: Socket;
  questionTimes: number[];
  pollTimes: number[];
  lastQuestions: QuestionsUpdate | null;
  lastPolls: SessionPollsUpdate | null;
}

const dataDir = 'test-results/live-pglite';
rmSync(dataDir, { recursive: true, force: true });
const platform = startPlatformProcess('platform', {
  RUSH_ATTENDEES: String(ATTENDEES),
  RUSH_SIGNING_IN: '0',
  DATA_DIR: dataDir,
  ...(env.LIVE_DATABASE_URL ? { DATABASE_URL: env.LIVE_DATABASE_URL } : {}),
});

try {
  const ready = await platform.next<'ready'>();
  const base = `http://127.0.0.1:${ready.port}`;
  const { event } = ready;
  const { sendPatiently, close: closeClient } = createHttpClient(base);
  let busy = 0;
  let requests = 0;
  const latencies: number[] = [];
  const errorKinds = new Map<string, number>();
  const call = async <T>(method: string, path: string, token: string, body?: unknown): Promise<T> => {
    const started = performance.now();
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const what = `${method} ${path.replace(/\d+/g, '{id}')}`;
    try {
      const res = await sendPatiently(
        path,
        method,
        headers,
        body === undefined ? undefined : JSON.stringify(body),
        () => {
          busy += 1;
        },
      );
      requests += 1;
      latencies.push(performance.now() - started);
      if (res.status >= 300)
        throw new Error(`${res.status} ${what}: ${res.body.toString('utf8').slice(0, 200)}`);
      return JSON.parse(res.body.toString('utf8')) as T;
    } catch (e) {
      const kind = (e as Error).message.split(':')[0] ?? what;
      errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
      throw e;
    }
  };

  // The moderator: the demo admin, signed in with the password; and a Conference TV session running now.
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ urlid: event.urlId, email: DEMO_ACCOUNTS.admin, password: event.password }),
  });
  const adminToken = ((await login.json()) as { token: string }).token;
  const link = await call<{ url: string }>(
    'GET',
    `/api/session/${event.sourceHex}/${event.conferenceId}`,
    adminToken,
  );
  const snapshot = await fetch(`${base}${link.url}`, { headers: { authorization: `Bearer ${adminToken}` } });
  const now = Date.now();
  const session = ((await snapshot.json()) as { items: SessionItemDoc[] }).items.find(
    (i) =>
      i.internal_type === 'session' &&
      i.session_type_id === TYPE.tv.id &&
      (i.start_time_unix ?? Number.POSITIVE_INFINITY) <= now &&
      now < (i.end_time_unix ?? 0),
  );
  if (!session?.session_id) throw new Error('no Conference TV session is running now in the demo event');
  const sessionId = session.session_id;

  /** Opens the session's questions and polls as the web app does, and joins their rooms on one websocket. */
  async function listen(token: string): Promise<Listener> {
    const [questions, polls] = await Promise.all([
      call<QuestionsReply>('GET', `/api/sessions/${sessionId}/questions`, token),
      call<SessionPollsReply>('GET', `/api/sessions/${sessionId}/polls`, token),
    ]);
    const socket = io(base, {
      auth: { token, eventId: event.eventId },
      transports: ['websocket'],
      reconnection: false,
      timeout: 60_000,
    });
    const listener: Listener = {
      token,
      socket,
      questionTimes: [],
      pollTimes: [],
      lastQuestions: null,
      lastPolls: null,
    };
    socket.on('session_questions', (u: QuestionsUpdate) => {
      listener.questionTimes.push(performance.now());
      listener.lastQuestions = u;
    });
    socket.on('session_polls', (u: SessionPollsUpdate) => {
      listener.pollTimes.push(performance.now());
      listener.lastPolls = u;
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    for (const room of [questions.room, polls.room]) {
      const joined = await socket.timeout(30_000).emitWithAck('join', { room });
      if (!joined.ok) throw new Error(`the relay refused room ${room}`);
    }
    return listener;
  }

  const joinStarted = performance.now();
  const tokens = ready.attendees.map((a) => a.token as string);
  const attendees: Listener[] = new Array(tokens.length);
  await inParallel(tokens, 64, async (token, i) => {
    attendees[i] = await listen(token);
  });
  const moderator = await listen(adminToken);
  const joinSeconds = (performance.now() - joinStarted) / 1000;
  let lost = 0;
  const lostWhy = new Map<string, number>();
  for (const l of [...attendees, moderator])
    l.socket.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      lost += 1;
      lostWhy.set(reason, (lostWhy.get(reason) ?? 0) + 1);
    });

  const poll = await call<{ id: number }>('POST', `/api/sessions/${sessionId}/polls`, adminToken, {
    question: `Shall we take questions after the talk? (${new Date().toISOString()})`,
    kind: 'single',
    options: OPTIONS,
  });
  await call('POST', `/api/polls/${poll.id}/open`, adminToken);
  const approved = (
    await call<QuestionsReply>('GET', `/api/sessions/${sessionId}/questions`, tokens[0] as string)
  ).questions;
  if (approved.length === 0) throw new Error('the session has no approved question to upvote');
  await sleep(2 * QUIET_MS);
  for (const l of [...attendees, moderator]) {
    l.questionTimes.length = 0;
    l.pollTimes.length = 0;
  }

  // The burst: every attendee answers the poll; every `step`-th asks (one in four of them) or upvotes, so that
  // asks, upvotes and votes arrive together, spread evenly over the window.
  const expectedCounts = OPTIONS.map((_, k) => tokens.filter((_, i) => i % OPTIONS.length === k).length);
  const step = Math.max(1, Math.floor(ATTENDEES / ASKERS));
  const actions: (() => Promise<unknown>)[] = [];
  let asking = 0;
  let upvoting = 0;
  tokens.forEach((token, i) => {
    actions.push(() => call('POST', `/api/polls/${poll.id}/vote`, token, { choices: [i % OPTIONS.length] }));
    const k = i / step;
    if (i % step !== 0 || k >= ASKERS) return;
    if (k % 4 === 0) {
      asking += 1;
      actions.push(() =>
        call('POST', `/api/sessions/${sessionId}/questions`, token, {
          body: `Question ${k} from the audience: how does this scale?`,
        }),
      );
    } else {
      upvoting += 1;
      const target = approved[k % approved.length]?.id;
      actions.push(() => call('PUT', `/api/sessions/${sessionId}/questions/${target}/vote`, token));
    }
  });
  await platform.ask<'usage'>({ kind: 'usage' });
  latencies.length = 0;
  requests = 0;
  // The bench's own load: its clients share the machine's cores with the server.
  const benchCpu = process.cpuUsage();
  const benchLag = monitorEventLoopDelay({ resolution: 20 });
  benchLag.enable();
  const burstStarted = performance.now();
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < actions.length; i++) {
    const wait = burstStarted + (i / actions.length) * WINDOW_MS - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push((actions[i] as () => Promise<unknown>)().catch(() => undefined));
  }
  await Promise.all(pending);
  const answeredAt = performance.now();
  const burstSeconds = (answeredAt - burstStarted) / 1000;
  const burst = { requests, p50: pct(latencies, 50), p99: pct(latencies, 99) };

  // Settled: nobody has heard anything for QUIET_MS.
  const everyone = [...attendees, moderator];
  const lastHeard = () =>
    Math.max(0, ...everyone.flatMap((l) => [...l.questionTimes, ...l.pollTimes].slice(-1)));
  while (performance.now() - Math.max(answeredAt, lastHeard()) < QUIET_MS) {
    if (performance.now() - answeredAt > SETTLE_LIMIT_MS) break;
    await sleep(200);
  }
  const settledAfter = (lastHeard() - answeredAt) / 1000;
  const usage = await platform.ask<'usage'>({ kind: 'usage' });
  benchLag.disable();
  const benchUsage = process.cpuUsage(benchCpu);

  // The truth, read from the server afterwards, and what each listener last heard against it.
  const truthQuestions = await call<QuestionsReply>(
    'GET',
    `/api/sessions/${sessionId}/questions`,
    adminToken,
  );
  const truthPoll = (
    await call<SessionPollsReply>('GET', `/api/sessions/${sessionId}/polls`, adminToken)
  ).polls.find((p) => p.id === poll.id);
  const votesOf = (qs: readonly { id: string; votes: number }[]) =>
    JSON.stringify([...qs].map((q) => [q.id, q.votes]).sort());
  const wantQuestions = votesOf(truthQuestions.questions);
  const wantQueue = truthQuestions.queue.length;
  const wantCounts = JSON.stringify(expectedCounts);
  const pollExact = JSON.stringify(truthPoll?.counts) === wantCounts;
  let questionsRight = 0;
  let pollRight = 0;
  for (const l of attendees) {
    if (l.lastQuestions && votesOf(l.lastQuestions.questions) === wantQuestions) questionsRight += 1;
    const heard = l.lastPolls?.polls.find((p) => p.id === poll.id);
    if (JSON.stringify(heard?.counts) === wantCounts) pollRight += 1;
  }
  const queueRight = moderator.lastQuestions?.queue?.length === wantQueue;
  const votesBefore = approved.reduce((sum, q) => sum + q.votes, 0);
  const votesAfter = truthQuestions.questions
    .filter((q) => approved.some((a) => a.id === q.id))
    .reduce((sum, q) => sum + q.votes, 0);

  // Updates per attendee: per clock second of the burst and after, and the shortest gap between two of a kind.
  const perSecond = (times: number[]) => {
    const buckets = new Map<number, number>();
    for (const t of times) buckets.set(Math.floor(t / 1000), (buckets.get(Math.floor(t / 1000)) ?? 0) + 1);
    return Math.max(0, ...buckets.values());
  };
  const gaps = (times: number[]) => times.slice(1).map((t, i) => t - (times[i] as number));
  const heardSeconds = (lastHeard() - burstStarted) / 1000;
  const received = (pick: (l: Listener) => number[]) => {
    const counts = attendees.map((l) => pick(l).length);
    const allGaps = attendees.flatMap((l) => gaps(pick(l)));
    return `${pct(counts, 50)} per attendee (${(pct(counts, 50) / heardSeconds).toFixed(2)}/s over ${heardSeconds.toFixed(1)} s), at most ${attendees.reduce((most, l) => Math.max(most, perSecond(pick(l))), 0)} in one clock second, shortest gap ${allGaps.length ? allGaps.reduce((least, g) => Math.min(least, g), Number.POSITIVE_INFINITY).toFixed(0) : '-'} ms (p1 ${allGaps.length ? pct(allGaps, 1).toFixed(0) : '-'} ms)`;
  };
  const errors = [...errorKinds.values()].reduce((a, b) => a + b, 0);
  const cpu = (100 * usage.processes.reduce((s, p) => s + p.cpuMs, 0)) / usage.wallMs;
  const rss = usage.processes.reduce((s, p) => s + p.rssMb, 0);

  console.log(`\nbench:live, ${ATTENDEES} attendees of session ${sessionId} (${ready.database})`);
  console.log(
    `  joined: ${ATTENDEES} attendees and the moderator opened the session and its rooms in ${joinSeconds.toFixed(1)} s`,
  );
  console.log(
    `  burst: ${asking + upvoting} asking (${asking}) or upvoting (${upvoting}) and ${ATTENDEES} answering the poll, ${burst.requests} requests in ${burstSeconds.toFixed(1)} s (${(burst.requests / burstSeconds).toFixed(0)}/s), p50 ${burst.p50.toFixed(0)} ms, p99 ${burst.p99.toFixed(0)} ms (503 busy and sent again as the web app does: ${busy}); errors ${errors}${errors ? ` (${[...errorKinds].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}; sockets lost ${lost}${lost ? ` (${[...lostWhy].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}`,
  );
  console.log(`  question updates: ${received((l) => l.questionTimes)}`);
  console.log(`  poll updates:     ${received((l) => l.pollTimes)}`);
  console.log(
    `  exact counts: poll ${pollRight}/${ATTENDEES} attendees heard ${wantCounts} (server ${JSON.stringify(truthPoll?.counts)}); questions ${questionsRight}/${ATTENDEES} heard the server's votes (upvotes ${votesAfter - votesBefore} of ${upvoting} sent); moderator's queue ${queueRight ? 'right' : 'WRONG'} (${wantQueue} pending); the last update ${settledAfter.toFixed(1)} s after the last answer`,
  );
  console.log(
    `  server: CPU ${cpu.toFixed(0)} % of one core over the burst and settling, RSS ${rss.toFixed(0)} MB, event loop delay max ${Math.max(...usage.processes.map((p) => p.loopDelayMaxMs ?? 0)).toFixed(0)} ms`,
  );
  console.log(
    `  the bench's clients: CPU ${((100 * (benchUsage.user + benchUsage.system)) / 1000 / usage.wallMs).toFixed(0)} % of one core, event loop delay max ${(benchLag.max / 1e6).toFixed(0)} ms (p99 ${(benchLag.percentile(99) / 1e6).toFixed(0)} ms)`,
  );
  const exact =
    pollExact &&
    pollRight === ATTENDEES &&
    questionsRight === ATTENDEES &&
    queueRight &&
    votesAfter - votesBefore === upvoting;
  for (const l of everyone) l.socket.disconnect();
  closeClient();
  if (errors > 0 || lost > 0 || !exact) {
    console.log('  FAILED: errors, lost sockets or counts that differ (above)');
    process.exitCode = 1;
  }
} finally {
  await platform.stop();
}
process.exit(process.exitCode ?? 0);
