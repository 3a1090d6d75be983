import { describe, expect, it } from 'vitest';
import { notesPdf } from '../../src/myEvent/notesPdf';
import { pdfPages } from '../support/pdfText';

describe('notes PDF', () => {
  it('holds readable text: the title, each session with its time, and each note', async () => {
    const bytes = await notesPdf('My Notes', [
      { heading: 'Opening keynote', when: 'Sun, Nov 22, 8:00 – 9:00 AM', text: 'Ask about the sample size.' },
      {
        heading: 'Alert fatigue',
        when: 'Mon, Nov 23, 10:00 AM',
        text: 'Slides on the website.\nFollow up with Dr. Silva.',
      },
    ]);
    const [page] = await pdfPages(bytes);
    for (const text of [
      'My Notes',
      'Opening keynote',
      'Sun, Nov 22',
      'Ask about the sample size.',
      'Follow up with Dr. Silva.',
    ])
      expect(page).toContain(text);
  });

  it('wraps long notes onto new pages and replaces characters the standard font lacks', async () => {
    const long = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ');
    const pages = await pdfPages(
      await notesPdf('My Notes', [{ heading: 'Long', when: '', text: `${long} 会议` }]),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join(' ')).toContain('word899 ??');
  });
});
