import type { PurchasedProductDoc } from '../../schemas/purchasedProduct';
import type { DemoCalendar } from './calendar';
import { CLIP_SECONDS, media } from './catalog';
import { clipOf, handout, posterImage, thumbnail } from './sessions/mediaLinks';

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * What the demo accounts bought (002 §3): a workshop handout (PDF), a recorded course (two videos and its
 * slides), a poster, and a live stream running all of today. Dates follow the demo calendar.
 */
export function demoPurchasedProducts(cal: DemoCalendar): PurchasedProductDoc[] {
  const yesterday = seconds(cal.at(0, 9 * 60));
  const streamStart = seconds(cal.dayStart(1));
  const streamEnd = seconds(cal.dayEnd(1)) - 60;
  return [
    {
      product_uuid: 'purchase-handbook',
      product_id: 'P-1001',
      product_label: 'Clinical Data Quality Handbook',
      description: '<p>The workshop handbook: checklists and worked examples for cleaning clinical data.</p>',
      image_url: media('images/product-1.svg'),
      invoice_date: seconds(cal.at(0, 8 * 60)),
      replay: 1,
      config: {
        timestamp: yesterday,
        files_array: [{ type: 'pdf', title: 'Handbook', url: handout(0) }],
      },
    },
    {
      product_uuid: 'purchase-course',
      product_id: 'P-1002',
      product_label: 'Machine Learning in Radiology: Recorded Course',
      description: '<p>Two recorded lectures with their slides, to watch at your own pace.</p>',
      image_url: thumbnail(clipOf(0)),
      invoice_date: seconds(cal.at(0, 10 * 60)),
      replay: 1,
      config: {
        timestamp: yesterday,
        files_array: [
          {
            type: 'video',
            title: 'Lecture 1: Foundations',
            video_url: media(`${clipOf(0)}.mp4`),
            image_url: thumbnail(clipOf(0)),
            duration: CLIP_SECONDS,
          },
          {
            type: 'video',
            title: 'Lecture 2: Validation',
            video_url: media(`${clipOf(1)}.mp4`),
            image_url: thumbnail(clipOf(1)),
            duration: CLIP_SECONDS,
          },
          { type: 'pdf', title: 'Lecture slides', url: handout(1) },
        ],
      },
    },
    {
      product_uuid: 'purchase-poster',
      product_id: 'P-1003',
      product_label: 'Best Poster Award: Sepsis Early Warning',
      description: '<p>The award-winning poster in full resolution.</p>',
      image_url: posterImage(0),
      invoice_date: seconds(cal.at(0, 11 * 60)),
      replay: 1,
      config: {
        timestamp: yesterday,
        files_array: [{ type: 'poster', title: 'Poster', image_url: posterImage(0) }],
      },
    },
    {
      product_uuid: 'purchase-livestream',
      product_id: 'P-1004',
      product_label: 'Closing Keynote Live Stream',
      description: '<p>The closing keynote streamed live, with the recording afterwards.</p>',
      image_url: thumbnail(clipOf(2)),
      invoice_date: seconds(cal.at(0, 12 * 60)),
      replay: 0,
      access_after_presentation: 1,
      config: {
        timestamp: streamStart,
        files_array: [
          {
            type: 'session',
            title: 'Closing keynote',
            stream_url: media(`${clipOf(2)}.mp4`),
            video_url: media(`${clipOf(2)}.mp4`),
            image_url: thumbnail(clipOf(2)),
            start_time: streamStart,
            end_time: streamEnd,
            duration: streamEnd - streamStart,
          },
          { type: 'pdf', title: 'Keynote slides', url: handout(2) },
        ],
      },
    },
  ];
}

/** A purchase's dates (epoch seconds) moved by the demo's day shift (which works in ms). */
export function shiftPurchase(doc: PurchasedProductDoc, shift: (ms: number) => number): PurchasedProductDoc {
  const s = (sec: number) => Math.floor(shift(sec * 1000) / 1000);
  const opt = (sec: number | undefined) => (sec === undefined ? undefined : s(sec));
  return {
    ...doc,
    invoice_date: s(doc.invoice_date),
    config: {
      timestamp: s(doc.config.timestamp),
      files_array: doc.config.files_array.map((f) => ({
        ...f,
        ...(f.start_time === undefined ? {} : { start_time: opt(f.start_time) }),
        ...(f.end_time === undefined ? {} : { end_time: opt(f.end_time) }),
      })),
    },
  };
}
