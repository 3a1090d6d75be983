import { stringify } from 'csv-stringify/sync';
import type { Context } from 'hono';
import type { CsvTable } from '../../schemas/csvTable';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) gets a leading
 * apostrophe, so that a name or title someone typed cannot become a formula in the organiser's spreadsheet.
 */
const inert = (cell: string | number | null) =>
  typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;

/** The table as a CSV file (RFC 4180, UTF-8 with a BOM for spreadsheets) to download as `filename`. */
export function csvReply(c: Context, filename: string, table: CsvTable): Response {
  const body = stringify([table.columns, ...table.rows.map((row) => row.map(inert))], {
    bom: true,
    record_delimiter: 'windows',
  });
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'Cache-Control': 'no-store',
  });
}
