import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, listEvents, readEventConfigFile } from '../../server/areas/events/manage';
import { findEvent } from '../../server/areas/events/queries';
import type { Database } from '../../server/db/connect';
import { events } from '../../server/db/schema';
import { openTestDatabase } from '../support/database';
import { insertUser } from '../support/server';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'event-cli-'));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('creating an event from a configuration file', () => {
  it('creates the example event with its configuration, keeping fields the schema does not know', async () => {
    const raw = (await readEventConfigFile('docs/examples/event.json')) as Record<string, unknown>;
    const event = await createEvent(database.db, { ...raw, organiser_flag: 7 });
    expect(event).toMatchObject({
      urlId: 'spring-summit',
      appdir: 'spring-summit',
      sourceHex: 'a1b2c3d4e5f60718',
      conferenceId: '2027',
      title: 'Spring Summit 2027',
      isDefault: false,
    });
    const found = await findEvent(database.db, 'spring-summit');
    expect(found.config).toMatchObject({
      timezone: 'Europe/Rome',
      organiser_flag: 7,
      confurlid: 'spring-summit',
    });
  });

  it('refuses a configuration with a wrong field, naming it, and stores nothing', async () => {
    const before = await database.db.select().from(events);
    const bad = {
      source_hex: 'ff00',
      conferenceid: 9,
      confurlid: 'bad-event',
      login_form: { password: 'yes' },
    };
    await expect(createEvent(database.db, bad)).rejects.toMatchObject({
      _tag: 'BadRequest',
      fields: [{ path: 'login_form.password', message: 'Expected boolean or 0 or 1, actual "yes"' }],
    });
    await expect(createEvent(database.db, { conferenceid: 9, confurlid: 'x' })).rejects.toThrow(/source_hex/);
    await expect(createEvent(database.db, { source_hex: 'ff', conferenceid: 9 })).rejects.toThrow(
      /confurlid/,
    );
    await expect(
      createEvent(database.db, { source_hex: 'ff', conferenceid: 9, confurlid: 'Not A Url' }),
    ).rejects.toThrow(/confurlid: Use 1 to 63 lower-case letters/);
    expect(await database.db.select().from(events)).toEqual(before);
  });

  it('refuses a second event with the same url id or the same source_hex and conferenceid', async () => {
    await expect(
      createEvent(database.db, { source_hex: 'other', conferenceid: 1, confurlid: 'spring-summit' }),
    ).rejects.toThrow('An event with url id spring-summit already exists');
    await expect(
      createEvent(database.db, { source_hex: 'a1b2c3d4e5f60718', conferenceid: '2027', confurlid: 'copy' }),
    ).rejects.toThrow(/source_hex a1b2c3d4e5f60718 and conferenceid 2027 already exists/);
  });

  it('makes an event the default on request, and only that one', async () => {
    await createEvent(
      database.db,
      { source_hex: 'b1', conferenceid: 1, confurlid: 'first', title: 'First' },
      {
        isDefault: true,
      },
    );
    await createEvent(
      database.db,
      { source_hex: 'b2', conferenceid: 1, appdir: 'second' },
      { isDefault: true },
    );
    expect((await findEvent(database.db)).urlId).toBe('second');
    expect((await findEvent(database.db, 'second')).title).toBe('second');
  });
});

describe('listing events', () => {
  it('lists each event with its keys, title and number of users, the default first', async () => {
    const summer = await findEvent(database.db, 'spring-summit');
    await insertUser(database.db, summer.id, 'one@example.com');
    await insertUser(database.db, summer.id, 'two@example.com');
    expect(await listEvents(database.db)).toEqual([
      { urlId: 'second', sourceHex: 'b2', conferenceId: '1', title: 'second', users: 0, isDefault: true },
      { urlId: 'first', sourceHex: 'b1', conferenceId: '1', title: 'First', users: 0, isDefault: false },
      {
        urlId: 'spring-summit',
        sourceHex: 'a1b2c3d4e5f60718',
        conferenceId: '2027',
        title: 'Spring Summit 2027',
        users: 2,
        isDefault: false,
      },
    ]);
  });
});

describe('the event command', () => {
  const cli = (args: string[], dataDir: string) =>
    run(process.execPath, ['--import', 'tsx', 'server/cli/event.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  const freshDataDir = () => mkdtempSync(join(tmpdir(), 'event-cli-data-'));

  it('exits 1 naming the wrong field, before touching any database', async () => {
    const dataDir = freshDataDir();
    const bad = file('bad.json', { source_hex: 'x', conferenceid: 1, confurlid: 'x', lobbies: [{ id: 1 }] });
    const result = await cli(['create', bad], dataDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('lobbies.0.label: is missing');
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
  });

  // One command each: every run starts Node and the command afresh, seconds on a slow machine.
  it('exits 1 for a file that is not JSON', async () => {
    const notJson = await cli(['create', file('broken.json', '{ "source_hex": ')], freshDataDir());
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toMatch(/broken\.json is not valid JSON/);
  });

  it('exits 1 for a missing file', async () => {
    const missing = await cli(['create', join(dir, 'nope.json')], freshDataDir());
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Cannot read .*nope\.json/);
  });

  it('exits 1 with its usage for an unknown command', async () => {
    const usage = await cli(['frobnicate'], freshDataDir());
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run event -- create <config.json>');
  });
});
