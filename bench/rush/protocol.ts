/**
 * How `npm run bench:rush` talks to the platform it measures, a process of its own (bench/rush/platform.ts: one
 * process; bench/rush/cluster.ts: API processes and relay nodes behind a balancer): the platform says `ready` (its
 * address, the attendees' tokens, the event's keys); the bench asks `usage` (CPU and memory of each of the
 * platform's processes since the last ask), `broadcast` (an instant notification to every attendee, through the
 * relay) and `stop`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { RelayPublisher } from '../../schemas/relay';
import { DEMO } from '../../server/seed/catalog';
import type { RushAttendee } from './attendees';

export interface ProcessUsage {
  readonly name: string;
  /** CPU (user and system) in ms: since the process started, or, in a `usage` reply, since the last ask. */
  readonly cpuMs: number;
  readonly rssMb: number;
  /**
   * A process of the platform itself (API, relay); false for what production runs apart from it and the bench
   * does not count in the server's figures (the balancer, Redis), as it does not count PostgreSQL.
   */
  readonly server: boolean;
  /** The longest the process's event loop was held up since the last ask (this process only). */
  readonly loopDelayMaxMs?: number;
}
/** A relay node of the cluster and its open connections when the broadcast was sent. */
export interface RelayNode {
  readonly name: string;
  readonly connections: number;
}
export type ReadyReply = {
  kind: 'ready';
  port: number;
  attendees: RushAttendee[];
  event: typeof DEMO;
  database: string;
};
export type PlatformReply =
  | ReadyReply
  | { kind: 'usage'; wallMs: number; processes: ProcessUsage[] }
  | { kind: 'broadcast'; at: number; nodes: RelayNode[] };
export type PlatformRequest = { kind: 'usage' } | { kind: 'broadcast'; title: string } | { kind: 'stop' };

const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();

/** This process's own CPU since it started, its memory now, and its event loop's longest delay since the last ask. */
export function ownUsage(name: string, server: boolean): ProcessUsage {
  const cpu = process.cpuUsage();
  const loopDelayMaxMs = loopDelay.max / 1e6;
  loopDelay.reset();
  return {
    name,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rssMb: process.memoryUsage().rss / 2 ** 20,
    server,
    loopDelayMaxMs,
  };
}

/** Says `ready` to the bench and answers its requests until `stop`, after which this process exits. */
export function answerBench(
  ready: Omit<ReadyReply, 'kind'>,
  platform: {
    /** Each process's CPU since it started, and its memory now. */
    processes(): ProcessUsage[];
    publisher: RelayPublisher;
    /** The relay nodes, when there are several. */
    relayNodes?: () => Promise<RelayNode[]>;
    stop(): Promise<void>;
  },
) {
  const send = (reply: PlatformReply) => process.send?.(reply);
  const lastCpu = new Map(platform.processes().map((p) => [p.name, p.cpuMs]));
  let lastWall = performance.now();
  process.on('message', async (request: PlatformRequest) => {
    if (request.kind === 'usage') {
      const now = platform.processes();
      const wallMs = performance.now() - lastWall;
      lastWall = performance.now();
      send({
        kind: 'usage',
        wallMs,
        processes: now.map((p) => ({ ...p, cpuMs: p.cpuMs - (lastCpu.get(p.name) ?? 0) })),
      });
      for (const p of now) lastCpu.set(p.name, p.cpuMs);
    } else if (request.kind === 'broadcast') {
      // Said when known; a node that does not answer its metrics is no reason to hold the broadcast back.
      const nodes = (await platform.relayNodes?.().catch(() => [])) ?? [];
      const at = Date.now();
      await platform.publisher.publish({
        kind: 'instant_notification',
        eventId: DEMO.eventId,
        notification: {
          type: 'instant_notification',
          title: request.title,
          message: 'The keynote starts now',
        },
      });
      send({ kind: 'broadcast', at, nodes });
    } else {
      await platform.stop();
      process.exit(0);
    }
  });
  send({ kind: 'ready', ...ready });
}
