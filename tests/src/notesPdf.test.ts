import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type NotesPdfFonts, notesPdf } from '../../src/myEvent/notesPdf';
import { pdfPages } from '../support/pdfText';

/** The font files the web app serves, read from the repository (counting the loads of the CJK one). */
const loads = { cjk: 0 };
const file = (name: string) => async () => new Uint8Array(await readFile(join('assets/fonts', name)));
const fonts: NotesPdfFonts = {
  regular: file('DejaVuSans.ttf'),
  bold: file('DejaVuSans-Bold.ttf'),
  cjk: async () => {
    loads.cjk += 1;
    return file('NotoSansSC-chinese-simplified-400.woff')();
  },
};

// Parsing and subsetting the fonts takes seconds on a busy machine.
describe('notes PDF', { timeout: 180_000 }, () => {
  it('holds readable text: the title, each session with its time, and each note', async () => {
    const before = loads.cjk;
    const bytes = await notesPdf(
      'My Notes',
      [
        {
          heading: 'Opening keynote',
          when: 'Sun, Nov 22, 8:00 – 9:00 AM',
          text: 'Ask about the sample size.',
        },
        {
          heading: 'Alert fatigue',
          when: 'Mon, Nov 23, 10:00 AM',
          text: 'Slides on the website.\nFollow up with Dr. Silva.',
        },
      ],
      fonts,
    );
    const [page] = await pdfPages(bytes);
    for (const text of [
      'My Notes',
      'Opening keynote',
      'Sun, Nov 22, 8:00 – 9:00 AM',
      'Ask about the sample size.',
      'Follow up with Dr. Silva.',
    ])
      expect(page).toContain(text);
    // no Chinese, no Chinese font
    expect(loads.cjk).toBe(before);
  });

  it('prints Greek, Cyrillic, accented Latin, Chinese and Arabic notes as their own letters', async () => {
    const arabic = 'ملاحظات الجلسة';
    const bytes = await notesPdf(
      'Mes notes',
      [
        { heading: 'Συνεδρία για την καρδιά', when: 'Δευ 23 Νοε', text: 'Ερωτήσεις για το δείγμα' },
        { heading: 'Пленарное заседание', when: '', text: 'Спросить о размере выборки' },
        { heading: 'Café de la réunion', when: '', text: 'Crème brûlée à Zürich' },
        { heading: '开幕主题演讲', when: '', text: '询问样本大小' },
        { heading: 'الجلسة الافتتاحية', when: '', text: arabic },
      ],
      fonts,
    );
    const text = (await pdfPages(bytes)).join(' ');
    for (const words of [
      'Συνεδρία για την καρδιά',
      'Ερωτήσεις για το δείγμα',
      'Пленарное заседание',
      'Спросить о размере выборки',
      'Crème brûlée à Zürich',
      '开幕主题演讲',
      '询问样本大小',
    ])
      expect(text).toContain(words);
    // Arabic is not reordered right to left (docs/decisions.md): its letters are there, none of them a '?'
    const arabicLetters = [...arabic.replace(/\s/g, '')];
    const found = [...text.normalize('NFKC')];
    for (const letter of arabicLetters) expect(found).toContain(letter);
    expect(text).not.toContain('?');
  });

  it('wraps long notes onto new pages and draws a character no font has as ?', async () => {
    const long = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ');
    const pages = await pdfPages(
      await notesPdf('My Notes', [{ heading: 'Long', when: '', text: `${long} \u{1D800}` }], fonts),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join(' ')).toContain('word899 ?');
  });
});
