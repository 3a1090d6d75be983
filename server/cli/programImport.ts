/**
 * A program from a schedule file, from the command line:
 *   npm run import -- <file> --event <url id> [--prune]
 * The format (frab/Pentabarf schedule.xml, c3voc schedule.json or iCal) is found from the file's content.
 * Sessions are matched by guid: a re-import updates them in place; sessions of an earlier import that the file
 * no longer has are listed, and removed only with --prune. Uses DATABASE_URL, or the embedded database in
 * DATA_DIR (default ./data); stop a running one-process server first when it uses the same embedded database.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { BadRequest, NotFound } from '../../schemas/errors';
import { findEvent } from '../areas/events/queries';
import { openDatabaseFromEnv } from '../db/fromEnv';
import { importSchedule } from '../import/apply';
import { badFile } from '../import/errors';
import { readSchedule, SCHEDULE_MAX_BYTES } from '../import/read';
import { printSummary, progressBar } from './importOutput';

const USAGE = 'Usage: npm run import -- <file> --event <url id> [--prune]';

async function main(args: string[]): Promise<number> {
  const eventAt = args.indexOf('--event');
  const urlId = eventAt >= 0 ? args[eventAt + 1] : undefined;
  const file = args.find((a, i) => !a.startsWith('--') && i !== eventAt + 1);
  if (!file || !urlId) {
    console.error(USAGE);
    return 1;
  }
  const size = (await stat(file)).size;
  if (size > SCHEDULE_MAX_BYTES) {
    throw badFile(
      `The file is ${Math.round(size / 1024 / 1024)} MB; at most ${SCHEDULE_MAX_BYTES / 1024 / 1024} MB is read`,
    );
  }
  const started = performance.now();
  const database = await openDatabaseFromEnv();
  try {
    const event = await findEvent(database.db, urlId);
    const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 });
    const { format, schedule } = await readSchedule(stream, event.config.timezone ?? 'UTC');
    console.log(`Read ${file} (${format}): ${schedule.entries.length} sessions`);
    const bar = progressBar(process.stderr);
    const summary = await importSchedule(database.db, event, schedule, {
      prune: args.includes('--prune'),
      onPlan: ({ gone }) => {
        if (!gone.length) return;
        const verb = args.includes('--prune') ? 'Removing' : 'Not in the file (kept; --prune removes them)';
        console.log(`${verb}: ${gone.length} session${gone.length === 1 ? '' : 's'}`);
        for (const g of gone) console.log(`  - ${g.id}: ${g.title}`);
      },
      onProgress: bar.update,
    });
    bar.done();
    printSummary(summary, (line) => console.log(line));
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BadRequest || err instanceof NotFound) {
      console.error(`Error: ${err.message}`);
      if (err instanceof BadRequest)
        for (const f of err.fields ?? []) if (f.path !== '(file)') console.error(`  ${f.path}: ${f.message}`);
    } else console.error(err);
    process.exit(1);
  },
);
