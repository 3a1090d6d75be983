import type { PingedConnection, PingedEngine } from './socketIoInternals';

/**
 * engine.io pings each connection from a timer of its own: 10,000 connections hold 10,000 timers and wake the
 * relay 400 times a second, one ping and one pong at a time. The relay pings from one wheel instead: the
 * ping interval is cut into SLOTS turns, a connection is pinged on its turn (once per interval, as engine.io
 * would), and the connections of one turn are pinged together, so their pongs come back together and a turn
 * costs one wake-up. A connection that does not answer is closed by engine.io's own ping timeout, as before.
 */
const SLOTS = 25;

/** engine.io protocol 4: a ping packet is its type, 2, alone. */
const PING = '2';

/**
 * On an idle websocket the ping goes straight to the socket (uWebSockets.js's or ws's), as engine.io's
 * transport would write it, without engine.io's write buffer and the half-dozen events of a flush; otherwise
 * (polling, or writes pending) through engine.io, behind what is pending.
 */
function ping(conn: PingedConnection) {
  conn.hasRefreshedPingTimeout = false;
  const { transport } = conn;
  if (
    transport.name === 'websocket' &&
    transport.writable &&
    conn.writeBuffer.length === 0 &&
    transport.socket
  ) {
    transport.socket.send(PING);
  } else {
    conn.sendPacket('ping');
  }
  conn.resetPingTimeout();
}

export function attachHeartbeat(engine: PingedEngine) {
  const tickMs = Math.max(10, Math.round(engine.opts.pingInterval / SLOTS));
  const slots = Math.max(1, Math.round(engine.opts.pingInterval / tickMs));
  const wheel = Array.from({ length: slots }, () => new Set<PingedConnection>());
  let turn = 0;

  engine.on('connection', (conn) => {
    if (conn.pingIntervalTimer) clearTimeout(conn.pingIntervalTimer);
    // engine.io refreshes this timer on each pong; without it, pongs only clear the ping timeout.
    conn.pingIntervalTimer = null;
    // The turn just passed comes round again one interval from now.
    wheel[(turn + slots - 1) % slots]?.add(conn);
  });

  const timer = setInterval(() => {
    turn = (turn + 1) % slots;
    const due = wheel[turn];
    if (!due) return;
    for (const conn of due) {
      // A closed connection leaves the wheel on its next turn: no listener per connection to remove it sooner.
      if (conn.readyState === 'closed') {
        due.delete(conn);
        continue;
      }
      if (conn.readyState === 'open') ping(conn);
    }
  }, tickMs);
  timer.unref();

  return { stop: () => clearInterval(timer) };
}
