/** Where the viewer reads a PDF: same-origin addresses directly, others through the server's PDF proxy. */
export function pdfSource(href: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return href;
  }
  if (url.origin === origin) return url.pathname + url.search;
  return `/api/pdf-proxy?url=${encodeURIComponent(url.toString())}`;
}

const PREVIEWABLE = /\.(jpe?g|png|pdf)$/i;

/** Attachment previews only for jpg, png and pdf (000 §5). */
export const previewKind = (name: string, href: string): 'pdf' | 'image' | null => {
  const path = (() => {
    try {
      return new URL(href, 'http://x').pathname;
    } catch {
      return href;
    }
  })();
  const m = PREVIEWABLE.exec(path) ?? PREVIEWABLE.exec(name);
  if (!m) return null;
  return m[1]?.toLowerCase() === 'pdf' ? 'pdf' : 'image';
};
