import { monitorEventLoopDelay } from 'node:perf_hooks';
import { metricsAccess } from './metricsAccess';

const METRICS_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
const METRICS_REFUSED = JSON.stringify({
  error: {
    code: 'unauthorized',
    message: 'Metrics are for the machine itself or a bearer of the metrics token',
  },
});

/** What /metrics reads from the rest of the relay when it is scraped. */
export interface MetricsSources {
  transport: string;
  connections(): number;
  rooms(): number;
  limits(): { eventsDropped: number; joinsRefused: number };
  /** Prometheus lines of the process's other parts. */
  extra?: () => string;
}

/**
 * The relay's counters and their Prometheus text. Everything that hands messages to sockets counts them with
 * `countOut`; the rate per second is taken once a second, the event-loop delay between scrapes.
 */
export function relayMetrics(sources: MetricsSources, metricsToken: string | undefined) {
  let messagesOut = 0;
  let lastMessagesOut = 0;
  let messagesPerSecond = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const rateTimer = setInterval(() => {
    messagesPerSecond = messagesOut - lastMessagesOut;
    lastMessagesOut = messagesOut;
  }, 1000);
  rateTimer.unref();

  function text() {
    const lagMs = (ns: number) => (Number.isFinite(ns) ? ns / 1e6 : 0);
    const { eventsDropped, joinsRefused } = sources.limits();
    const lines = [
      '# HELP relay_connections Open engine.io connections on this relay.',
      '# TYPE relay_connections gauge',
      `relay_connections ${sources.connections()}`,
      '# HELP relay_rooms Rooms with at least one member on this relay.',
      '# TYPE relay_rooms gauge',
      `relay_rooms ${sources.rooms()}`,
      '# HELP relay_messages_out_total Messages handed to sockets on this relay.',
      '# TYPE relay_messages_out_total counter',
      `relay_messages_out_total ${messagesOut}`,
      '# HELP relay_messages_out_per_second Messages handed to sockets during the last second.',
      '# TYPE relay_messages_out_per_second gauge',
      `relay_messages_out_per_second ${messagesPerSecond}`,
      '# HELP relay_event_loop_lag_seconds Event-loop delay since the previous scrape.',
      '# TYPE relay_event_loop_lag_seconds gauge',
      `relay_event_loop_lag_seconds{quantile="0.5"} ${lagMs(loopDelay.percentile(50)) / 1000}`,
      `relay_event_loop_lag_seconds{quantile="0.99"} ${lagMs(loopDelay.percentile(99)) / 1000}`,
      `relay_event_loop_lag_seconds{quantile="1"} ${lagMs(loopDelay.max) / 1000}`,
      `# HELP relay_transport The server the relay runs on.`,
      '# TYPE relay_transport gauge',
      `relay_transport{transport="${sources.transport}"} 1`,
      '# HELP relay_events_dropped_total Client events dropped for coming faster than one socket may send.',
      '# TYPE relay_events_dropped_total counter',
      `relay_events_dropped_total ${eventsDropped}`,
      '# HELP relay_room_joins_refused_total Room joins refused because the socket was in as many as allowed.',
      '# TYPE relay_room_joins_refused_total counter',
      `relay_room_joins_refused_total ${joinsRefused}`,
    ];
    loopDelay.reset();
    return `${lines.join('\n')}\n${sources.extra?.() ?? ''}`;
  }

  const mayRead = metricsAccess(metricsToken);
  return {
    countOut(n: number) {
      messagesOut += n;
    },
    /**
     * GET /metrics, from the connection's own remote address and the request's headers as the client sent
     * them (never an address read from a header).
     */
    answer(remote: string, header: (name: string) => string | undefined) {
      return mayRead(remote, header)
        ? { status: 200, type: METRICS_TYPE, body: text() }
        : { status: 401, type: 'application/json', body: METRICS_REFUSED };
    },
    stop() {
      clearInterval(rateTimer);
      loopDelay.disable();
    },
  };
}
export type RelayMetrics = ReturnType<typeof relayMetrics>;
