import type { NotesPdfFonts } from './notesPdf';

const fetched = (load: () => Promise<{ default: string }>) => async () => {
  const { default: url } = await load();
  const res = await fetch(url);
  if (!res.ok) throw new Error(`The PDF font could not be loaded (${res.status})`);
  return new Uint8Array(await res.arrayBuffer());
};

/**
 * The notes PDF's fonts as the web app serves them (assets/fonts: DejaVu Sans for Latin, Greek, Cyrillic and
 * Arabic; Noto Sans SC for Chinese), fetched only when a PDF is made, the Chinese one only when a note needs it.
 */
export const servedPdfFonts: NotesPdfFonts = {
  regular: fetched(() => import('../../assets/fonts/DejaVuSans.ttf?url')),
  bold: fetched(() => import('../../assets/fonts/DejaVuSans-Bold.ttf?url')),
  cjk: fetched(() => import('../../assets/fonts/NotoSansSC-chinese-simplified-400.woff?url')),
};
