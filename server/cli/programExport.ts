/**
 * A program as a schedule file, from the command line, to standard output:
 *   npm run export -- --event <url id> --format frab|c3voc|ical
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (default ./data), and PUBLIC_URL for the
 * sessions' addresses.
 */
import { BadRequest, NotFound } from '../../schemas/errors';
import { findEvent } from '../areas/events/queries';
import { exportSchedule, scheduleFormat } from '../areas/program/scheduleFiles';
import { publicUrlFrom } from '../config';
import { openDatabaseFromEnv } from '../db/fromEnv';

const USAGE = 'Usage: npm run export -- --event <url id> --format frab|c3voc|ical';

async function main(args: string[]): Promise<number> {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const urlId = value('--event');
  const formatName = value('--format');
  if (!urlId || !formatName) {
    console.error(USAGE);
    return 1;
  }
  const format = scheduleFormat(formatName);
  const database = await openDatabaseFromEnv();
  try {
    const event = await findEvent(database.db, urlId);
    const publicUrl = publicUrlFrom(process.env.PUBLIC_URL, `http://localhost:${process.env.PORT ?? 8080}`);
    const body = await exportSchedule(database.db, event, format, publicUrl);
    await new Promise<void>((resolve, reject) =>
      process.stdout.write(body, (err) => (err ? reject(err) : resolve())),
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BadRequest || err instanceof NotFound) console.error(`Error: ${err.message}`);
    else console.error(err);
    process.exit(1);
  },
);
