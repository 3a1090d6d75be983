import { Schema } from 'effect';
import { ExhibitorId } from './ids';
import { IntIdParam, TextUpTo } from './input';
import { Product } from './product';

/** Purchased products (002 §3) and the product directory's replies (002 §2). */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

/** Product file types (002 §9) plus a session's live stream. */
export const PurchasedFileType = Schema.Literal('pdf', 'video', 'poster', 'session');
export type PurchasedFileType = typeof PurchasedFileType.Type;

/** One file of a purchased product; times are epoch seconds, offsets and duration seconds. */
export const PurchasedFile = Schema.Struct({
  type: PurchasedFileType,
  title: Schema.String,
  url: opt(Schema.String),
  video_url: opt(Schema.String),
  stream_url: opt(Schema.String),
  image_url: opt(Schema.String),
  duration: opt(Schema.Number),
  start_time: opt(Schema.Number),
  end_time: opt(Schema.Number),
  stream_start_offset: opt(Schema.Number),
  stream_end_offset: opt(Schema.Number),
});
export type PurchasedFile = typeof PurchasedFile.Type;

export const PurchasedProduct = Schema.Struct({
  product_uuid: Schema.String,
  product_id: Schema.String,
  product_label: Schema.String,
  /** HTML. */
  description: opt(Schema.String),
  image_url: opt(Schema.String),
  /** Epoch seconds. */
  invoice_date: Schema.Number,
  /** 1: a recording to watch again (Past); 0: still to come (Upcoming). */
  replay: Schema.Union(Schema.Boolean, Schema.Literal(0, 1)),
  /** Attachments open only once the session has started. */
  access_after_presentation: opt(Schema.Union(Schema.Boolean, Schema.Literal(0, 1))),
  config: Schema.Struct({
    timestamp: Schema.Number,
    files_array: Schema.Array(PurchasedFile),
  }),
});
export type PurchasedProduct = typeof PurchasedProduct.Type;
export type PurchasedProductDoc = typeof PurchasedProduct.Encoded;

export const PurchasedProductsReply = Schema.Struct({ products: Schema.Array(PurchasedProduct) });
export type PurchasedProductsReply = typeof PurchasedProductsReply.Type;
export const PurchasedProductReply = Schema.Struct({ product: PurchasedProduct });
export type PurchasedProductReply = typeof PurchasedProductReply.Type;
export const PurchasedProductParams = Schema.Struct({
  id: TextUpTo(100).pipe(Schema.nonEmptyString()),
});

/** The company a product belongs to, as a product card shows it. */
export const ProductCompany = Schema.Struct({
  CompID: ExhibitorId,
  Companyname: Schema.String,
  CompLogo: opt(Schema.String),
  Country: opt(Schema.String),
  /** HTML. */
  Description: opt(Schema.String),
});
export type ProductCompany = typeof ProductCompany.Type;

/** A product in the directory: the product, its company, its place in the company's list and its listing order. */
export const DirectoryProduct = Schema.Struct({
  product: Product,
  company: ProductCompany,
  productIndex: Schema.Number,
  /** Higher is newer: the order products were added to the directory. */
  listed: Schema.Number,
});
export type DirectoryProduct = typeof DirectoryProduct.Type;

export const ProductTag = Schema.Struct({
  id: Schema.Union(Schema.Number, Schema.String),
  label: Schema.String,
});
export type ProductTag = typeof ProductTag.Type;

export const ProductDirectoryReply = Schema.Struct({
  products: Schema.Array(DirectoryProduct),
  tags: Schema.Array(ProductTag),
});
export type ProductDirectoryReply = typeof ProductDirectoryReply.Type;

export const ProductDetailParams = Schema.Struct({
  CompID: IntIdParam('CompID'),
  productIndex: IntIdParam('productIndex'),
});

export const ProductDetailReply = Schema.Struct({
  product: Product,
  company: ProductCompany,
  productIndex: Schema.Number,
  /** The staff member to contact, when the product names one. */
  contact: opt(
    Schema.Struct({
      uuid: Schema.String,
      firstName: Schema.String,
      lastName: Schema.String,
      contactTitle: opt(Schema.String),
      picture: opt(Schema.String),
    }),
  ),
  /** The company's other products, with their positions in its list. */
  others: Schema.Array(Schema.Struct({ product: Product, productIndex: Schema.Number })),
  tags: Schema.Array(ProductTag),
});
export type ProductDetailReply = typeof ProductDetailReply.Type;

/** Where the event's configuration lists the companies of the product directory (in `exhibitor_hall_config`). */
export const PRODUCT_DIRECTORY_KEY = 'product_directory_company_ids';

/** The product directory's company ids from the configuration's exhibitor hall settings; empty when none. */
export function productDirectoryCompanyIds(exhibitorHallConfig: unknown): number[] {
  if (typeof exhibitorHallConfig !== 'object' || exhibitorHallConfig === null) return [];
  const ids = (exhibitorHallConfig as Record<string, unknown>)[PRODUCT_DIRECTORY_KEY];
  if (!Array.isArray(ids)) return [];
  return ids.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

/** The replies as the server sends them (before decoding). */
export type ProductDirectoryReplyDoc = typeof ProductDirectoryReply.Encoded;
export type ProductDetailReplyDoc = typeof ProductDetailReply.Encoded;
export type PurchasedProductsReplyDoc = typeof PurchasedProductsReply.Encoded;
export type PurchasedProductReplyDoc = typeof PurchasedProductReply.Encoded;
