import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_JSON, personalDataZip } from '../../../src/people/personalDataZip';

const data = {
  exported_at: '2026-11-22T12:00:00.000Z',
  event: 'Demo',
  person: { uuid: 'u1', firstname: 'Zelda' },
  tables: { notes: [{ note: 'n' }] },
};

describe('personalDataZip', () => {
  it('holds the export as JSON, and the notes PDF when there is one', () => {
    const pdf = new Uint8Array([37, 80, 68, 70]);
    const files = unzipSync(personalDataZip(data, pdf, 'myNotes.pdf'));
    expect(Object.keys(files).sort()).toEqual(['my-data.json', 'myNotes.pdf']);
    expect(JSON.parse(strFromU8(files[PERSONAL_DATA_JSON]!))).toEqual(data);
    expect(files['myNotes.pdf']).toEqual(pdf);
    expect(Object.keys(unzipSync(personalDataZip(data, null, 'myNotes.pdf')))).toEqual(['my-data.json']);
  });
});
