import { BadRequest } from '../../../schemas/errors';
import type { Db } from '../../db/connect';
import { scheduleOfProgram } from '../../import/fromProgram';
import type { ScheduleFormat } from '../../import/model';
import { writeC3vocJson } from '../../import/writeC3vocJson';
import { writeFrabXml } from '../../import/writeFrabXml';
import { writeIcal } from '../../import/writeIcal';
import { appAddress } from '../events/address';
import type { EventRow } from '../events/queries';
import { listProgramDocs } from './queries';

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

/** Whether the event's configuration opens its program's files to everyone. */
export const isProgramPublic = (event: EventRow) => {
  const flag = event.config.program_public;
  return flag === true || flag === 1;
};
