/**
 * Text laid out for a PDF with pdf-lib's standard fonts, the same in the browser (notes) and on the server
 * (certificates, transcripts). Typed by what it uses of a pdf-lib font, so that this layer imports nothing.
 */
export interface PdfFontMetrics {
  encodeText(text: string): unknown;
  widthOfTextAtSize(text: string, size: number): number;
}

/** The standard PDF fonts only know Latin-1 (WinAnsi): other characters become '?' rather than failing. */
export function printable(font: PdfFontMetrics, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** The lines of a paragraph that fit the width, broken between words (a long word on its own line). */
export function wrap(font: PdfFontMetrics, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}
