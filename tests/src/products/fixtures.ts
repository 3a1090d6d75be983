import { Schema } from 'effect';
import {
  type DirectoryProduct,
  ProductDirectoryReply,
  type PurchasedProduct,
  PurchasedProduct as PurchasedProductSchema,
} from '../../../schemas/purchasedProduct';

export const directoryReply = Schema.decodeUnknownSync(ProductDirectoryReply)({
  tags: [
    { id: 1, label: 'Imaging' },
    { id: 2, label: 'Genomics' },
  ],
  products: [
    {
      product: {
        id: 'a1',
        CompID: 10,
        type: 'product',
        data: { name: 'Scope Pro', description: `<p>${'x'.repeat(120)}</p>`, tags: [1], new_product: 1 },
      },
      company: {
        CompID: 10,
        Companyname: 'Acme Health',
        Country: 'Italy',
        Description: '<p>Radiology tools</p>',
      },
      productIndex: 0,
      listed: 0,
    },
    {
      product: {
        id: 'a2',
        CompID: 10,
        type: 'product',
        data: { name: 'Atlas Suite', description: '<p>Short</p>', tags: [2], new_product: 0 },
      },
      company: { CompID: 10, Companyname: 'Acme Health', Country: 'Italy' },
      productIndex: 1,
      listed: 1,
    },
    {
      product: {
        id: 'b1',
        CompID: 20,
        type: 'product',
        data: { name: 'Flow Monitor', description: '<p>Streams</p>', tags: [1, 2] },
      },
      company: { CompID: 20, Companyname: 'Beta Labs', Country: 'Spain' },
      productIndex: 0,
      listed: 2,
    },
  ],
});
export const directory: readonly DirectoryProduct[] = directoryReply.products;

const decode = Schema.decodeUnknownSync(PurchasedProductSchema);
export const pdfProduct: PurchasedProduct = decode({
  product_uuid: 'pdf',
  product_id: 'P1',
  product_label: 'Handbook',
  invoice_date: 100,
  replay: 1,
  config: { timestamp: 100, files_array: [{ type: 'pdf', title: 'Handbook', url: '/media/h.pdf' }] },
});
export const courseProduct: PurchasedProduct = decode({
  product_uuid: 'course',
  product_id: 'P2',
  product_label: 'Course',
  description: '<p>Two lectures</p>',
  invoice_date: 300,
  replay: 1,
  config: {
    timestamp: 300,
    files_array: [
      { type: 'video', title: 'Lecture 1', video_url: '/media/1.mp4', duration: 75 },
      { type: 'video', title: 'Lecture 2', video_url: '/media/2.mp4', duration: 10 },
      { type: 'pdf', title: 'Slides', url: '/media/s.pdf' },
    ],
  },
});
export const posterProduct: PurchasedProduct = decode({
  product_uuid: 'poster',
  product_id: 'P3',
  product_label: 'Award Poster',
  invoice_date: 200,
  replay: 1,
  config: { timestamp: 200, files_array: [{ type: 'poster', title: 'Poster', image_url: '/media/p.svg' }] },
});
/** A stream from 1,000,000 s to 1,003,600 s. */
export const streamProduct: PurchasedProduct = decode({
  product_uuid: 'stream',
  product_id: 'P4',
  product_label: 'Keynote Live',
  invoice_date: 50,
  replay: 0,
  access_after_presentation: 1,
  config: {
    timestamp: 1_000_000,
    files_array: [
      {
        type: 'session',
        title: 'Keynote',
        stream_url: '/media/live.mp4',
        video_url: '/media/rec.mp4',
        start_time: 1_000_000,
        end_time: 1_003_600,
      },
      { type: 'pdf', title: 'Keynote slides', url: '/media/k.pdf' },
    ],
  },
});
export const purchases = [pdfProduct, courseProduct, posterProduct, streamProduct];
