import { EXHIBITOR } from '../../../schemas/constants';
import type {
  DirectoryProduct,
  PurchasedFile,
  PurchasedFileType,
  PurchasedProduct,
} from '../../../schemas/purchasedProduct';
import { htmlToText as plainText } from '../../ui/plainText';

/** Product description length on cards (002 §2). */
export const CARD_DESCRIPTION_CHARS = 100;
export type ProductSort = 'date' | 'name';

/** A card's description: the text of the HTML, cut at 100 characters with an ellipsis. */
export function cardDescription(html: string): string {
  const text = plainText(html).replace(/\s+/g, ' ').trim();
  return text.length > CARD_DESCRIPTION_CHARS ? `${text.slice(0, CARD_DESCRIPTION_CHARS)}…` : text;
}

const isFlag = (v: unknown) => v === true || v === 1;

export interface DirectoryFilter {
  newOnly: boolean;
  tags: readonly string[];
  query: string;
}
export const NO_DIRECTORY_FILTER: DirectoryFilter = { newOnly: false, tags: [], query: '' };

const includes = (text: string | undefined, q: string) => (text ?? '').toLowerCase().includes(q);

/**
 * The product directory's cards (002 §2): new products only when asked, products with any chosen tag, and the
 * search on product names, falling back to the company's name, country and description when no name matches.
 */
export function filterDirectory(
  products: readonly DirectoryProduct[],
  filter: DirectoryFilter,
): DirectoryProduct[] {
  const kept = products.filter(
    (p) =>
      (!filter.newOnly || isFlag(p.product.data.new_product)) &&
      (filter.tags.length === 0 || (p.product.data.tags ?? []).some((t) => filter.tags.includes(String(t)))),
  );
  const q = filter.query.trim().toLowerCase();
  if (!q) return kept;
  const byName = kept.filter((p) => includes(p.product.data.name, q));
  if (byName.length > 0) return byName;
  return kept.filter(
    (p) =>
      includes(p.company.Companyname, q) ||
      includes(p.company.Country, q) ||
      includes(plainText(p.company.Description ?? ''), q),
  );
}

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** Product Date: newest listed first; Name (A-Z). */
export function sortDirectory(products: readonly DirectoryProduct[], sort: ProductSort): DirectoryProduct[] {
  return [...products].sort((a, b) =>
    sort === 'name' ? byName(a.product.data.name, b.product.data.name) : b.listed - a.listed,
  );
}

/** The filter's product types (002 §2 Refine By Product Type). */
export const FILE_TYPES = ['pdf', 'video', 'poster'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** A file's type for the filter and the tags: a session's stream counts as a video. */
const filterType = (t: PurchasedFileType): FileType => (t === 'session' ? 'video' : t);

/** The types of a product's files, once each, in the filter's order. */
export const typesOf = (p: PurchasedProduct): FileType[] =>
  FILE_TYPES.filter((t) => p.config.files_array.some((f) => filterType(f.type) === t));

/** How many products have files of each type. */
export function typeCounts(products: readonly PurchasedProduct[]): Record<FileType, number> {
  const counts: Record<FileType, number> = { pdf: 0, video: 0, poster: 0 };
  for (const p of products) for (const t of typesOf(p)) counts[t]++;
  return counts;
}

export interface PurchasedFilter {
  sort: ProductSort;
  types: readonly FileType[];
}
export const NO_PURCHASED_FILTER: PurchasedFilter = { sort: 'date', types: [] };

/** Purchased products with any chosen type, sorted, then split into Upcoming and Past by the replay flag. */
export function purchasedGroups(products: readonly PurchasedProduct[], filter: PurchasedFilter) {
  const kept = products
    .filter((p) => filter.types.length === 0 || typesOf(p).some((t) => filter.types.includes(t)))
    .sort((a, b) =>
      filter.sort === 'name' ? byName(a.product_label, b.product_label) : b.invoice_date - a.invoice_date,
    );
  return {
    upcoming: kept.filter((p) => !isFlag(p.replay)),
    past: kept.filter((p) => isFlag(p.replay)),
  };
}

/** 002 §4: a stream file shows the live-stream panel until 15 minutes (900 s) after its end. */
export function showsLiveStream(file: PurchasedFile, nowMs: number): boolean {
  if (file.type !== 'session' || !file.stream_url) return false;
  if (file.end_time === undefined) return true;
  return nowMs <= file.end_time * 1000 + EXHIBITOR.LIVE_STREAM_PANEL_AFTER_END;
}

/** Attachments wait for the session's start when the product opens them after the presentation. */
export function attachmentsWaiting(p: PurchasedProduct, nowMs: number): boolean {
  if (!isFlag(p.access_after_presentation)) return false;
  const starts = p.config.files_array.flatMap((f) => (f.start_time === undefined ? [] : [f.start_time]));
  const start = starts.length > 0 ? Math.min(...starts) : p.config.timestamp;
  return nowMs < start * 1000;
}

/** The address a file opens at: its stream, video, document or image. */
export const fileAddress = (f: PurchasedFile): string | undefined =>
  f.type === 'poster' ? (f.image_url ?? f.url) : f.type === 'pdf' ? f.url : (f.video_url ?? f.url);

/** The files listed under Attachments (documents to download). */
export const attachmentsOf = (p: PurchasedProduct) =>
  p.config.files_array.filter((f) => f.type === 'pdf' && f.url);
