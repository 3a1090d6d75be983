// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventConfig } from '../../schemas/eventConfig';
import type { DirectoryReply } from '../../schemas/exhibitorDirectory';
import type { ProductDetailReply } from '../../schemas/purchasedProduct';
import { DirectoryPage } from '../../src/features/exhibitors/DirectoryPage';
import { ProductDetailPage } from '../../src/features/products/ProductDetailPage';
import { ProductDirectoryPage } from '../../src/features/products/ProductDirectoryPage';
import { PageAds } from '../../src/ui/PageAds';
import { directoryReply } from './products/fixtures';
import { fakeFetch, renderWithClient } from './render';

afterEach(cleanup);

const ad = (name: string) => ({ src: `/media/${name}.svg`, url: `https://${name}.example.org` });

/** An event whose pages have ads by page type (001 §3 `ads_by_location`). */
const settingsWith = (byLocation: Record<string, Record<string, unknown[]>>) =>
  ({ source_hex: 'demo', conferenceid: 1, ads: { ads_by_location: byLocation } }) as unknown as EventConfig;

const render = (ui: React.ReactNode) => renderWithClient(ui, { fetch: fakeFetch({}).fetch, path: '/' });
const adImage = (slot: string) => screen.getByTestId(`ad-${slot}`).querySelector('img')?.getAttribute('src');

describe("a page's ads by page type", () => {
  it('puts the leaderboard above the content, the skyscraper beside it and the tile after it', () => {
    render(
      <PageAds
        settings={settingsWith({
          products: { leaderboard: [ad('banner')], skyscraper: [ad('column')], tile: [ad('tile')] },
          lobby: { leaderboard: [ad('lobby-banner')] },
        })}
        page="products"
      >
        <p>The content</p>
      </PageAds>,
    );
    const content = screen.getByText('The content');
    const slots = ['leaderboard', 'skyscraper', 'tile'].map((s) => screen.getByTestId(`ad-${s}`));
    const [leaderboard, skyscraper, tile] = slots as [HTMLElement, HTMLElement, HTMLElement];
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(leaderboard, content)).toBe(true);
    expect(follows(content, skyscraper)).toBe(true);
    expect(follows(skyscraper, tile)).toBe(true);
    // Another page type's ads stay on their page.
    expect(adImage('leaderboard')).toBe('/media/banner.svg');
  });

  it('shows the content alone when its page type has no ads', () => {
    render(
      <PageAds settings={settingsWith({ lobby: { leaderboard: [ad('lobby-banner')] } })} page="exhibitors">
        <p>The content</p>
      </PageAds>,
    );
    expect(screen.getByText('The content')).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it("shows the exhibitor hall's leaderboard (the demo's exhibitors ads) on the directory", () => {
    const reply = {
      hall: {
        id: null,
        title: null,
        options: {
          hide_filters: true,
          hide_suggestions: true,
          hide_categories: true,
          hide_description_text: false,
          hide_jitsi: false,
          hide_meeting_scheduler: false,
          hide_support_level: false,
          status_enabled: false,
        },
        ad: null,
      },
      levels: [],
      tags: [],
      tag_categories: [],
      exhibitors: [],
      suggested: [],
    } as unknown as DirectoryReply;
    render(
      <DirectoryPage
        reply={reply}
        settings={settingsWith({ exhibitors: { leaderboard: [ad('hall-banner')] } })}
      />,
    );
    const directory = screen.getByTestId('exhibitor-directory');
    expect(within(directory).getByTestId('ad-leaderboard')).toBeTruthy();
    expect(adImage('leaderboard')).toBe('/media/hall-banner.svg');
  });

  it('shows the products ads on the product directory and on a product', () => {
    const settings = settingsWith({
      products: { leaderboard: [ad('product-banner')], tile: [ad('product-tile')] },
    });
    render(<ProductDirectoryPage reply={directoryReply} settings={settings} />);
    expect(within(screen.getByTestId('product-directory')).getByTestId('ad-tile')).toBeTruthy();
    expect(adImage('leaderboard')).toBe('/media/product-banner.svg');
    cleanup();

    const first = directoryReply.products[0];
    if (!first) throw new Error('the fixture has products');
    const detail: ProductDetailReply = {
      product: first.product,
      company: first.company,
      productIndex: first.productIndex,
      others: [],
      tags: directoryReply.tags,
    };
    render(<ProductDetailPage reply={detail} token="t" settings={settings} />);
    const page = screen.getByTestId('product-detail');
    expect(within(page).getByTestId('ad-leaderboard')).toBeTruthy();
    expect(within(page).getByTestId('ad-tile')).toBeTruthy();
  });
});
