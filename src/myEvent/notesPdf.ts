import type { PDFDocument, PDFFont } from 'pdf-lib';
import { wrap } from '../../schemas/pdfText';

/** One note as the PDF shows it: what it is about, when that was, and the note itself. */
export interface NoteEntry {
  readonly heading: string;
  readonly when: string;
  readonly text: string;
}

/** The font files of the notes PDF: Unicode text fonts, and one for Chinese, Japanese and Korean characters. */
export interface NotesPdfFonts {
  regular(): Promise<Uint8Array>;
  bold(): Promise<Uint8Array>;
  cjk(): Promise<Uint8Array>;
}

const PAGE = { width: 612, height: 792, margin: 56 } as const;
/** Characters only the CJK font has: its file is loaded only when a note holds one. */
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** Fonts tried in order for each character; one none of them has is drawn as '?' in the first. */
function fontChain(fonts: PDFFont[]) {
  const covered = fonts.map((f) => new Set(f.getCharacterSet()));
  const fontOf = (ch: string) => {
    const i = covered.findIndex((set) => set.has(ch.codePointAt(0) ?? 0));
    return i < 0 ? null : fonts[i]!;
  };
  /** The text in runs of one font each. */
  const runs = (text: string) => {
    const out: { font: PDFFont; text: string }[] = [];
    for (const ch of text) {
      const font = fontOf(ch);
      const drawn = font ? ch : '?';
      const last = out.at(-1);
      if (last && last.font === (font ?? fonts[0])) last.text += drawn;
      else out.push({ font: font ?? fonts[0]!, text: drawn });
    }
    return out;
  };
  const width = (text: string, size: number) =>
    runs(text).reduce((sum, r) => sum + r.font.widthOfTextAtSize(r.text, size), 0);
  return { runs, metrics: { encodeText: (text: string) => text, widthOfTextAtSize: width } };
}

async function embedFonts(doc: PDFDocument, files: NotesPdfFonts, needsCjk: boolean) {
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  doc.registerFontkit(fontkit);
  const [regular, bold, cjk] = await Promise.all([
    files.regular().then((bytes) => doc.embedFont(bytes, { subset: true })),
    files.bold().then((bytes) => doc.embedFont(bytes, { subset: true })),
    needsCjk ? files.cjk().then((bytes) => doc.embedFont(bytes, { subset: true })) : null,
  ]);
  const chain = (first: PDFFont) => fontChain(cjk ? [first, cjk] : [first]);
  return { regular: chain(regular), bold: chain(bold) };
}

/**
 * The user's notes as a PDF (myNotes.pdf): a title, then each note under its session's title and time, with
 * real text (selectable, searchable) in every script the fonts hold, new pages as needed. pdf-lib, fontkit and
 * the font files are loaded only when a PDF is made. Arabic letters are drawn in their logical order with the
 * contextual forms fontkit gives them, not reordered right to left (docs/decisions.md).
 */
export async function notesPdf(
  title: string,
  entries: readonly NoteEntry[],
  fonts: NotesPdfFonts,
): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const texts = [title, ...entries.flatMap((e) => [e.heading, e.when, e.text])];
  const { regular, bold } = await embedFonts(
    doc,
    fonts,
    texts.some((t) => CJK.test(t)),
  );
  const width = PAGE.width - 2 * PAGE.margin;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, chain: typeof regular, size: number, grey = false) => {
    for (const line of wrap(chain.metrics, size, text, width)) {
      if (y - size < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size * 1.3;
      let x = PAGE.margin;
      for (const run of chain.runs(line)) {
        page.drawText(run.text, {
          x,
          y,
          size,
          font: run.font,
          color: grey ? rgb(0.35, 0.38, 0.45) : rgb(0.1, 0.12, 0.17),
        });
        x += run.font.widthOfTextAtSize(run.text, size);
      }
    }
  };
  write(title, bold, 18);
  y -= 12;
  for (const entry of entries) {
    write(entry.heading, bold, 12);
    if (entry.when) write(entry.when, regular, 10, true);
    y -= 4;
    write(entry.text, regular, 11);
    y -= 14;
  }
  return doc.save();
}
