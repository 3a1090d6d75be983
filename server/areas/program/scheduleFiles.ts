import { BadRequest } from '../../../schemas/errors';
import { isOn } from '../../../schemas/eventConfig';
import type { Db } from '../../db/connect';
import { scheduleOfProgram } from '../../import/fromProgram';
import type { ScheduleFormat } from '../../import/model';
import { writeC3vocJson } from '../../import/writeC3vocJson';
import { writeFrabXml } from '../../import/writeFrabXml';
import { writeIcal } from '../../import/writeIcal';
import { appAddress } from '../events/address';
import type { EventRow } from '../events/queries';
import { listProgramDocs, readVersions } from './queries';

export const SCHEDULE_FORMATS: readonly ScheduleFormat[] = ['frab', 'c3voc', 'ical'];

export const SCHEDULE_FILES: Record<ScheduleFormat, { name: string; type: string }> = {
  frab: { name: 'schedule.xml', type: 'application/xml; charset=utf-8' },
  c3voc: { name: 'schedule.json', type: 'application/json; charset=utf-8' },
  ical: { name: 'schedule.ics', type: 'text/calendar; charset=utf-8' },
};

export function scheduleFormat(name: string): ScheduleFormat {
  const format = SCHEDULE_FORMATS.find((f) => f === name);
  if (!format) {
    const message = `Unknown format "${name}": use frab, c3voc or ical`;
    throw new BadRequest({ message, fields: [{ path: 'format', message }] });
  }
  return format;
}

/** The event's program as a schedule file of one of the three formats (export from the command line and the API). */
export async function exportSchedule(
  db: Db,
  event: EventRow,
  format: ScheduleFormat,
  publicUrl: string,
): Promise<string> {
  const docs = await listProgramDocs(db, event.id);
  const schedule = scheduleOfProgram(event, docs, (path) => appAddress(publicUrl, event, path));
  if (format === 'frab') return writeFrabXml(schedule, { name: 'confplatform', version: '0.1.0' });
  if (format === 'c3voc') return writeC3vocJson(schedule);
  return writeIcal(schedule);
}

/**
 * The schedule files the API serves, each built once per program version (a calendar polls its feed again and
 * again; a program of hundreds of sessions is not rebuilt for each of them).
 */
export type ScheduleExports = ReturnType<typeof createScheduleExports>;
export function createScheduleExports(db: Db, publicUrl: string) {
  const kept = new Map<string, { version: number; body: Promise<string> }>();
  return async (event: EventRow, format: ScheduleFormat): Promise<string> => {
    const { program: version } = await readVersions(db, event.id);
    const key = `${event.id}:${format}`;
    const held = kept.get(key);
    if (held?.version === version) return held.body;
    const body = exportSchedule(db, event, format, publicUrl);
    kept.set(key, { version, body });
    body.catch(() => kept.get(key)?.body === body && kept.delete(key));
    return body;
  };
}

/** Whether the event's configuration opens its program's files to everyone. */
export const isProgramPublic = (event: EventRow) => isOn(event.config.program_public);
