import { strToU8, zipSync } from 'fflate';
import type { PersonalDataExport } from '../../schemas/dataRights';

export const PERSONAL_DATA_ZIP = 'my-data.zip';
export const PERSONAL_DATA_JSON = 'my-data.json';

/** The 'Download my data' archive: the server's export as JSON, and the notes PDF when there are notes. */
export function personalDataZip(data: PersonalDataExport, notesPdf: Uint8Array | null, notesFile: string) {
  const files: Record<string, Uint8Array> = {
    [PERSONAL_DATA_JSON]: strToU8(JSON.stringify(data, null, 2)),
  };
  if (notesPdf) files[notesFile] = notesPdf;
  return zipSync(files);
}
