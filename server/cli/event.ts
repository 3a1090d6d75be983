/**
 * Events as tenants, from the command line:
 *   npm run event -- create <config.json> [--default]   create an event from a configuration file
 *   npm run event -- list                               list the events
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (default ./data); stop a running one-process server
 * first when it uses the same embedded database.
 */
import { BadRequest, Conflict } from '../../schemas/errors';
import { createEvent, listEvents, parseEventConfig, readEventConfigFile } from '../areas/events/manage';
import { openDatabaseFromEnv } from '../db/fromEnv';

const USAGE = 'Usage: npm run event -- create <config.json> [--default]\n       npm run event -- list';

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'create') {
    const file = rest.find((a) => !a.startsWith('--'));
    if (!file) {
      console.error(USAGE);
      return 1;
    }
    // Validate before opening the database, so a bad file touches nothing.
    const raw = await readEventConfigFile(file);
    parseEventConfig(raw);
    const database = await openDatabaseFromEnv();
    try {
      const event = await createEvent(database.db, raw, { isDefault: rest.includes('--default') });
      console.log(
        `Created event ${event.urlId} (source_hex ${event.sourceHex}, conferenceid ${event.conferenceId}): ${event.title}`,
      );
      return 0;
    } finally {
      await database.close();
    }
  }
  if (command === 'list') {
    const database = await openDatabaseFromEnv();
    try {
      const rows = await listEvents(database.db);
      const table = [
        ['url id', 'source_hex', 'conferenceid', 'title', 'users'],
        ...rows.map((r) => [
          `${r.urlId}${r.isDefault ? ' *' : ''}`,
          r.sourceHex,
          r.conferenceId,
          r.title,
          String(r.users),
        ]),
      ];
      const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
      for (const row of table)
        console.log(
          row
            .map((cell, i) => cell.padEnd(widths[i]!))
            .join('  ')
            .trimEnd(),
        );
      if (rows.some((r) => r.isDefault)) console.log('* the default event, served at /');
      return 0;
    } finally {
      await database.close();
    }
  }
  console.error(USAGE);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BadRequest || err instanceof Conflict) console.error(`Error: ${err.message}`);
    else console.error(err);
    process.exit(1);
  },
);
