/**
 * The rush's attendees, made in the platform's database before the rush by either platform of `npm run bench:rush`
 * (bench/rush/platform.ts, bench/rush/cluster.ts) and of `npm run bench:live`: RUSH_ATTENDEES accounts with the demo
 * attendee's pass and the demo password. One in five (RUSH_SIGNING_IN) signs in during the rush; the others signed
 * in earlier, so their logins exist and their tokens are handed to the bench.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../server/areas/auth/passwords';
import { createTokens } from '../../server/areas/auth/tokens';
import type { Db } from '../../server/db/connect';
import { logins } from '../../server/db/schema/auth';
import { users } from '../../server/db/schema/users';
import { DEMO } from '../../server/seed/catalog';
import { DEMO_ACCOUNTS } from '../../server/seed/people';

export interface RushAttendee {
  readonly email: string;
  /** A token of an earlier sign-in; null for those who sign in during the rush. */
  readonly token: string | null;
}

/**
 * Adds `count` attendees to the demo event (rows in batches of 1,000 a statement, one password hash); one in
 * `signingIn` signs in during the bench (0: none, every attendee holds a token).
 */
export async function createRushAttendees(
  deps: { db: Db; authSecret: Uint8Array; clock: { now(): number } },
  count: number,
  signingIn = 5,
): Promise<RushAttendee[]> {
  const { db, authSecret, clock } = deps;
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
  // One attendee in five signs in during the rush (spread over the window as arrivals are).
  const signsIn = (i: number) => signingIn > 0 && i % signingIn === 0;
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
  return people.map((p) => ({ email: p.email, token: tokenOf.get(p.uuid) ?? null }));
}
