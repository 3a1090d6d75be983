import { describe, expect, it } from 'vitest';
import {
  attachmentsWaiting,
  CARD_DESCRIPTION_CHARS,
  cardDescription,
  filterDirectory,
  NO_DIRECTORY_FILTER,
  purchasedGroups,
  showsLiveStream,
  sortDirectory,
  typeCounts,
  typesOf,
} from '../../../src/features/products/productLists';
import { courseProduct, directory, pdfProduct, posterProduct, purchases, streamProduct } from './fixtures';

const ids = (list: readonly { product: { id: string } }[]) => list.map((p) => p.product.id);

describe('product directory lists (002 §2)', () => {
  it('keeps only new products when asked', () => {
    expect(ids(filterDirectory(directory, { ...NO_DIRECTORY_FILTER, newOnly: true }))).toEqual(['a1']);
  });

  it('keeps products with any chosen tag', () => {
    expect(ids(filterDirectory(directory, { ...NO_DIRECTORY_FILTER, tags: ['2'] }))).toEqual(['a2', 'b1']);
    expect(ids(filterDirectory(directory, { ...NO_DIRECTORY_FILTER, tags: ['1', '2'] }))).toHaveLength(3);
  });

  it('searches product names first, then falls back to company name, country and description', () => {
    expect(ids(filterDirectory(directory, { ...NO_DIRECTORY_FILTER, query: 'flow' }))).toEqual(['b1']);
    expect(ids(filterDirectory(directory, { ...NO_DIRECTORY_FILTER, query: 'beta' }))).toEqual(['b1']);
    expect(ids(filterDirectory(directory, { ...NO_DIRECTORY_FILTER, query: 'SPAIN' }))).toEqual(['b1']);
    expect(ids(filterDirectory(directory, { ...NO_DIRECTORY_FILTER, query: 'radiology' }))).toEqual(['a1']);
    expect(filterDirectory(directory, { ...NO_DIRECTORY_FILTER, query: 'nothing' })).toEqual([]);
  });

  it('sorts by Product Date (newest listed first) and Name (A-Z)', () => {
    expect(ids(sortDirectory(directory, 'date'))).toEqual(['b1', 'a2', 'a1']);
    expect(ids(sortDirectory(directory, 'name'))).toEqual(['a2', 'b1', 'a1']);
  });

  it('cuts card descriptions at 100 characters of text', () => {
    expect(cardDescription(`<p>${'x'.repeat(120)}</p>`)).toBe(`${'x'.repeat(CARD_DESCRIPTION_CHARS)}…`);
    expect(cardDescription('<p>Short <b>text</b></p>')).toBe('Short text');
  });
});

describe('purchased product lists (002 §2)', () => {
  it('gives each product its file types once, a stream counting as a video', () => {
    expect(typesOf(courseProduct)).toEqual(['pdf', 'video']);
    expect(typesOf(streamProduct)).toEqual(['pdf', 'video']);
    expect(typesOf(posterProduct)).toEqual(['poster']);
  });

  it('counts products per type', () => {
    expect(typeCounts(purchases)).toEqual({ pdf: 3, video: 2, poster: 1 });
  });

  it('filters by type, sorts, and splits Upcoming from Past by the replay flag', () => {
    const all = purchasedGroups(purchases, { sort: 'date', types: [] });
    expect(all.upcoming.map((p) => p.product_uuid)).toEqual(['stream']);
    expect(all.past.map((p) => p.product_uuid)).toEqual(['course', 'poster', 'pdf']);
    const byName = purchasedGroups(purchases, { sort: 'name', types: [] });
    expect(byName.past.map((p) => p.product_label)).toEqual(['Award Poster', 'Course', 'Handbook']);
    const posters = purchasedGroups(purchases, { sort: 'date', types: ['poster'] });
    expect([...posters.upcoming, ...posters.past]).toEqual([posterProduct]);
    const pdfOrPoster = purchasedGroups([pdfProduct, posterProduct, courseProduct], {
      sort: 'name',
      types: ['poster', 'pdf'],
    });
    expect(pdfOrPoster.past).toHaveLength(3);
  });
});

describe('live-stream panel (002 §4, §9: 900 s after the end)', () => {
  const stream = streamProduct.config.files_array[0];
  const end = 1_003_600 * 1000;
  it('shows before and during the stream and up to 15 minutes after its end', () => {
    if (!stream) throw new Error('fixture');
    expect(showsLiveStream(stream, 999_000 * 1000)).toBe(true);
    expect(showsLiveStream(stream, end)).toBe(true);
    expect(showsLiveStream(stream, end + 900_000)).toBe(true);
    expect(showsLiveStream(stream, end + 900_001)).toBe(false);
  });

  it('never shows for files that are not streams', () => {
    const video = courseProduct.config.files_array[0];
    if (!video) throw new Error('fixture');
    expect(showsLiveStream(video, 0)).toBe(false);
  });

  it('holds attachments until the session starts when access is after the presentation', () => {
    expect(attachmentsWaiting(streamProduct, 999_999 * 1000)).toBe(true);
    expect(attachmentsWaiting(streamProduct, 1_000_000 * 1000)).toBe(false);
    expect(attachmentsWaiting(courseProduct, 0)).toBe(false);
  });
});
