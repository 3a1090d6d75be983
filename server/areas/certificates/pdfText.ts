import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { printable, wrap } from '../../../schemas/pdfText';

/** US Letter in points, with its margin. */
export const LETTER = { width: 612, height: 792, margin: 56 } as const;
export const INK = rgb(0.1, 0.12, 0.17);
export const GREY = rgb(0.35, 0.38, 0.45);

/** Text written down the page from the top, line by line, onto new pages as needed. */
export function textFlow(doc: PDFDocument, size: { width: number; height: number; margin: number } = LETTER) {
  let page: PDFPage = doc.addPage([size.width, size.height]);
  let y = size.height - size.margin;
  const width = size.width - 2 * size.margin;
  return {
    /** Writes a paragraph, left-aligned (indented by `indent`) or centred. */
    write(
      text: string,
      font: PDFFont,
      fontSize: number,
      opts: { grey?: boolean; center?: boolean; indent?: number } = {},
    ) {
      const indent = opts.indent ?? 0;
      for (const line of wrap(font, fontSize, printable(font, text), width - indent)) {
        if (y - fontSize < size.margin) {
          page = doc.addPage([size.width, size.height]);
          y = size.height - size.margin;
        }
        y -= fontSize * 1.35;
        const x = opts.center
          ? (size.width - font.widthOfTextAtSize(line, fontSize)) / 2
          : size.margin + indent;
        page.drawText(line, { x, y, size: fontSize, font, color: opts.grey ? GREY : INK });
      }
    },
    space(points: number) {
      y -= points;
    },
  };
}

/** An HTML title as text: tags dropped, the common entities read. */
export const plainTitle = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
