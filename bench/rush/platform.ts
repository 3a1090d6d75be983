/**
 * The platform of `npm run bench:rush`, in a process of its own: `npm start`'s composition on a free port with the
 * demo event, plus the rush's attendees (RUSH_ATTENDEES accounts, password demo1234). One in five signs in during
 * the rush; the others signed in earlier, so their logins exist and their tokens are handed to the bench.
 * Answers the bench over IPC: `ready` (port, tokens, the event's keys), `usage` (CPU and memory since the last
 * ask), `broadcast` (an instant notification to every attendee, through the relay), `stop`.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { createTokens } from '../../server/areas/auth/tokens';
import { hashPassword } from '../../server/areas/auth/passwords';
import { logins } from '../../server/db/schema/auth';
import { users } from '../../server/db/schema/users';
import { DEMO } from '../../server/seed/catalog';
import { DEMO_ACCOUNTS } from '../../server/seed/people';
import { startPlatform } from '../../scripts/platform';

export interface RushAttendee {
  readonly email: string;
  /** A token of an earlier sign-in; null for those who sign in during the rush. */
  readonly token: string | null;
}
export type PlatformReply =
  | { kind: 'ready'; port: number; attendees: RushAttendee[]; event: typeof DEMO; database: string }
  | { kind: 'usage'; cpuMs: number; rssMb: number; wallMs: number }
  | { kind: 'broadcast'; at: number };
export type PlatformRequest = { kind: 'usage' } | { kind: 'broadcast'; title: string } | { kind: 'stop' };

const count = Number(process.env.RUSH_ATTENDEES ?? 1000);
const send = (reply: PlatformReply) => process.send?.(reply);

const platform = await startPlatform(process.env, pino({ level: 'warn' }), 0);
const { db, authSecret, clock } = platform.deps;

// The rush's attendees, with the demo attendee's pass, in batches of 1,000 rows a statement, one password hash.
const [pass] = await db
  .select({ badges: users.badges, sessionAccess: users.sessionAccess })
  .from(users)
  .where(and(eq(users.eventId, DEMO.eventId), eq(users.email, DEMO_ACCOUNTS.attendee)));
const passwordHash = await hashPassword(DEMO.password);
const people = Array.from({ length: count }, (_, i) => ({
  uuid: randomUUID(),
  eventId: DEMO.eventId,
  email: `rush${i}@example.com`,
  firstname: 'Rush',
  lastname: `Attendee ${i}`,
  passwordHash,
  ...pass,
}));
for (let i = 0; i < people.length; i += 1000) await db.insert(users).values(people.slice(i, i + 1000));
// One attendee in five signs in during the rush (spread over the window as arrivals are); the others signed in
// earlier, so their logins exist and their tokens are handed to the bench.
const signsIn = (i: number) => i % 5 === 0;
const tokens = createTokens(authSecret, clock);
const returning = people.flatMap((p, i) => (signsIn(i) ? [] : [{ ...p, loginId: randomUUID() }]));
for (let i = 0; i < returning.length; i += 1000)
  await db.insert(logins).values(
    returning.slice(i, i + 1000).map((p) => ({
      id: p.loginId,
      eventId: DEMO.eventId,
      userUuid: p.uuid,
      address: '127.0.0.1',
      createdAt: new Date(clock.now()),
    })),
  );
const tokenOf = new Map(
  await Promise.all(
    returning.map(
      async (p) =>
        [
          p.uuid,
          await tokens.session({
            eventId: DEMO.eventId,
            uuid: p.uuid,
            loginId: p.loginId,
            exempt: false,
            isAdmin: false,
          }),
        ] as const,
    ),
  ),
);
const attendees: RushAttendee[] = people.map((p) => ({ email: p.email, token: tokenOf.get(p.uuid) ?? null }));

let lastCpu = process.cpuUsage();
let lastWall = performance.now();
process.on('message', async (request: PlatformRequest) => {
  if (request.kind === 'usage') {
    const cpu = process.cpuUsage(lastCpu);
    const wall = performance.now() - lastWall;
    lastCpu = process.cpuUsage();
    lastWall = performance.now();
    send({
      kind: 'usage',
      cpuMs: (cpu.user + cpu.system) / 1000,
      rssMb: process.memoryUsage().rss / 2 ** 20,
      wallMs: wall,
    });
  } else if (request.kind === 'broadcast') {
    const at = Date.now();
    await platform.relay.publish({
      kind: 'instant_notification',
      eventId: DEMO.eventId,
      notification: { type: 'instant_notification', title: request.title, message: 'The keynote starts now' },
    });
    send({ kind: 'broadcast', at });
  } else {
    await platform.stop();
    process.exit(0);
  }
});
send({ kind: 'ready', port: platform.port, attendees, event: DEMO, database: platform.database.kind });
