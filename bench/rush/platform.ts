/**
 * The one-process platform of `npm run bench:rush`, in a process of its own: `npm start`'s composition on a free
 * port with the demo event, plus the rush's attendees (bench/rush/attendees.ts). Answers the bench over IPC
 * (bench/rush/protocol.ts); the broadcast goes through the relay of the same process.
 */
import pino from 'pino';
import { startPlatform } from '../../scripts/platform';
import { DEMO } from '../../server/seed/catalog';
import { createRushAttendees } from './attendees';
import { answerBench, ownUsage } from './protocol';

const platform = await startPlatform(process.env, pino({ level: 'warn' }), 0);
const attendees = await createRushAttendees(
  platform.deps,
  Number(process.env.RUSH_ATTENDEES ?? 1000),
  Number(process.env.RUSH_SIGNING_IN ?? 5),
);
answerBench(
  { port: platform.port, attendees, event: DEMO, database: platform.database.kind },
  {
    processes: () => [ownUsage('platform', true)],
    publisher: platform.relay,
    stop: platform.stop,
  },
);
