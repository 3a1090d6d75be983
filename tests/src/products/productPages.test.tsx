// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventConfig } from '../../../schemas/eventConfig';
import { ProductDirectoryPage } from '../../../src/features/products/ProductDirectoryPage';
import { PurchasedProductPage } from '../../../src/features/products/PurchasedProductPage';
import { PurchasedProductsPage } from '../../../src/features/products/PurchasedProductsPage';
import { fakeFetch, renderWithClient } from '../render';
import { courseProduct, directoryReply, posterProduct, purchases, streamProduct } from './fixtures';

afterEach(cleanup);
const { fetch } = fakeFetch({});
const NO_ADS = { source_hex: 'demo', conferenceid: 1 } as EventConfig;

describe('ProductDirectoryPage', () => {
  it('links each card to its product and filters by new products and tags', () => {
    renderWithClient(<ProductDirectoryPage reply={directoryReply} settings={NO_ADS} />, {
      fetch,
      path: '/exhibitors/products',
    });
    const cards = () => screen.getAllByTestId('product-card');
    expect(cards()).toHaveLength(3);
    expect(
      within(cards()[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/exhibitors/products/20/0');
    fireEvent.click(screen.getByLabelText('New products only'));
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('New Product')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    fireEvent.click(screen.getByLabelText('Genomics'));
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Flow Monitor',
      'Atlas Suite',
    ]);
  });

  it('searches and says when nothing matches', () => {
    renderWithClient(<ProductDirectoryPage reply={directoryReply} settings={NO_ADS} />, {
      fetch,
      path: '/exhibitors/products',
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'zzz' },
    });
    expect(screen.getByText('No results found')).toBeTruthy();
  });
});

describe('PurchasedProductsPage', () => {
  it('groups into Upcoming and Past, counts types and filters by them', () => {
    renderWithClient(<PurchasedProductsPage products={purchases} timeZone="UTC" />, {
      fetch,
      path: '/main/products',
    });
    expect(screen.getByRole('heading', { name: 'Upcoming' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Past' })).toBeTruthy();
    expect(screen.getByLabelText('Poster (1)')).toBeTruthy();
    expect(screen.getByLabelText('PDF (3)')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Poster (1)'));
    expect(screen.getAllByTestId('purchased-card')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Upcoming' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(screen.getAllByTestId('purchased-card')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByTestId('purchased-products').getAttribute('data-layout')).toBe('list');
    const link = within(screen.getAllByTestId('purchased-card')[0] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('/main/productDetails/stream');
  });
});

describe('PurchasedProductPage', () => {
  const show = (product = courseProduct, now = 0) =>
    renderWithClient(<PurchasedProductPage product={product} now={now} token="t" timeZone="UTC" />, {
      fetch,
      path: '/main/productDetails/x',
    });

  it('lists the files with type tags and durations when there are several, and a Back link', () => {
    show();
    const files = screen.getByRole('navigation', { name: 'Files' });
    expect(within(files).getAllByRole('button')).toHaveLength(3);
    expect(within(files).getByText('1:15')).toBeTruthy();
    expect(within(files).getAllByText('Video')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/main/products');
  });

  it('shows a poster with Fullscreen and no file list for one file', () => {
    show(posterProduct);
    expect(screen.getByTestId('poster-viewer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Files' })).toBeNull();
  });

  it('shows the live-stream panel until 15 minutes after the end, then the recording', () => {
    show(streamProduct, (1_003_600 + 900) * 1000);
    expect(screen.getByTestId('live-stream-panel')).toBeTruthy();
    cleanup();
    show(streamProduct, (1_003_600 + 901) * 1000);
    expect(screen.queryByTestId('live-stream-panel')).toBeNull();
    expect(screen.getByTestId('video-viewer')).toBeTruthy();
  });

  it('holds attachments until the session starts, then lists them with Download', () => {
    show(streamProduct, 999_000 * 1000);
    fireEvent.click(screen.getByRole('tab', { name: 'Attachments' }));
    expect(screen.getByText('Available at start of the session.')).toBeTruthy();
    cleanup();
    show(streamProduct, 1_000_100 * 1000);
    fireEvent.click(screen.getByRole('tab', { name: 'Attachments' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Keynote slides')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/media/k.pdf');
  });
});
