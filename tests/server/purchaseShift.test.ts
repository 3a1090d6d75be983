import { describe, expect, it } from 'vitest';
import { demoCalendar } from '../../server/seed/calendar';
import { shiftPurchase, demoPurchasedProducts } from '../../server/seed/purchasedProducts';
import { Temporal } from '@js-temporal/polyfill';

describe('demo purchases', () => {
  const cal = demoCalendar(Temporal.PlainDate.from('2026-11-22'), 'America/Chicago');
  const all = demoPurchasedProducts(cal);

  it('holds a PDF, a video, a poster and a live stream of the middle day', () => {
    const types = all.flatMap((p) => p.config.files_array.map((f) => f.type));
    expect(new Set(types)).toEqual(new Set(['pdf', 'video', 'poster', 'session']));
    const stream = all.flatMap((p) => p.config.files_array).find((f) => f.type === 'session');
    expect(stream?.start_time).toBe(cal.dayStart(1) / 1000);
  });

  it('moves every date of a purchase with the demo day shift', () => {
    const day = 86_400_000;
    const moved = all.map((p) => shiftPurchase(p, (ms) => ms + day));
    expect(moved[3]?.invoice_date).toBe((all[3]?.invoice_date ?? 0) + 86_400);
    expect(moved[3]?.config.files_array[0]?.end_time).toBe(
      (all[3]?.config.files_array[0]?.end_time ?? 0) + 86_400,
    );
    expect(moved[0]?.config.files_array[0]).toEqual(all[0]?.config.files_array[0]);
  });
});
