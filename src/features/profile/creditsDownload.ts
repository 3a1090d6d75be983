/** A PDF's file name from a label: its letters, digits, spaces, dots and hyphens, at most 80, else `fallback`. */
export function pdfFileName(label: string, fallback: string): string {
  const name = label
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim();
  return `${name || fallback}.pdf`;
}
