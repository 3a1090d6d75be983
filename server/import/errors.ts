import { BadRequest } from '../../schemas/errors';

/** A file the import refuses whole: the message names the line and column, or the field's path. */
export function badFile(message: string, path = '(file)'): BadRequest {
  return new BadRequest({ message, fields: [{ path, message }] });
}

/** Line and column (1-based) of a character offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
