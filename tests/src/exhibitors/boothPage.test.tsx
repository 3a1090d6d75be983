// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { BoothReply } from '../../../schemas/exhibitorDirectory';
import { BoothPage } from '../../../src/features/exhibitors/BoothPage';
import { fakeFetch, renderWithClient } from '../render';
import { HALL_OPTIONS } from './fixtures';

vi.mock('../../../src/ui/media/PdfViewer', () => ({
  PdfViewer: ({ name }: { name: string }) => <div data-testid="pdf-viewer">{name}</div>,
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const options = HALL_OPTIONS;
const product = (id: string, name: string, isNew: boolean) => ({
  id,
  CompID: 501,
  type: 'product',
  data: { name, description: '<p>A product</p>', new_product: isNew ? 1 : 0 },
});
const booth = {
  hall: { id: 'expo', title: 'Expo', options, ad: null },
  exhibitor: {
    CompanyInfo: {
      CompID: 501,
      CompUUID: 'c-501',
      Companyname: 'Acme Health',
      Country: 'Canada',
      Website: 'www.acme.example',
      SocialLinksObject: [
        { type: 'linkedin', url: 'linkedin.com/company/acme' },
        { type: 'youtube', url: 'https://www.youtube.com/@acme' },
        { type: 'pinterest', url: 'https://www.pinterest.com/acme' },
      ],
      enhanced_booth_config: {
        booth_header_url: '/media/demo/header.svg',
        booth_background_url: '/media/demo/background.svg',
        main_image_url: '/media/demo/stand.svg',
        main_video_url: 'https://vimeo.com/76979871',
        booth_rollups: [
          { label: 'Brochure', url: '/media/demo/brochure.pdf' },
          { label: 'Careers', url: 'acme.example/careers' },
        ],
      },
    },
    badgeObj: { label: 'Platinum', order: 1 },
    media: {
      youtube: [
        {
          type: 'video',
          data: {
            title: 'Acme tour',
            iframeHtml:
              '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ?start=30" onload="alert(1)"></iframe><script>alert(2)</script>',
          },
        },
        { type: 'video', data: { url: '/media/demo/clip1.mp4' } },
        { type: 'video', data: { iframeHtml: '<iframe src="https://evil.example/player"></iframe>' } },
      ],
      raffle: [],
      pdf: [{ type: 'pdf', data: { label: 'Brochure', url: '/media/demo/brochure.pdf' } }],
      links: [],
      products: ['p1', 'p2', 'p3'],
    },
    contact_info: [],
  },
  products: [product('p1', 'Scope', false), product('p2', 'Atlas', true), product('p3', 'Pulse', false)],
  tags: [],
  presence_room: 'exhibitor_501',
  privacy: { policy_url: 'example.com/privacy', info: '<p>We keep your card <script>x</script>private.</p>' },
  rotator_images: ['/media/demo/one.svg', '/media/demo/two.svg'],
  enhanced: true,
} as unknown as BoothReply;

const SETTINGS = {} as EventConfig;

function renderBooth(reply: BoothReply = booth) {
  const fake = fakeFetch({
    'GET /api/exhibitors/501/timeslots': { status: 200, body: { timeslots: [], days: [], time_zone: 'UTC' } },
  });
  const addresses: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    addresses.push(String(input));
    return fake.fetch(input, init);
  };
  renderWithClient(<BoothPage booth={reply} token="t" settings={SETTINGS} />, {
    fetch,
    path: '/exhibitors/HallDetailView/expo/501',
  });
  return addresses;
}

describe('BoothPage', () => {
  it('draws the enhanced booth: header, main video of a known host, roll-ups and Enter Booth into the details', () => {
    renderBooth();
    const stage = within(screen.getByTestId('enhanced-booth'));
    expect(screen.getByRole('region', { name: 'Acme Health booth' })).toBeTruthy();
    expect(stage.getByRole('img', { name: 'Acme Health booth banner' }).getAttribute('src')).toBe(
      '/media/demo/header.svg',
    );
    expect(stage.getByTitle('Acme Health booth video').getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    // One banner on each side of the screen.
    const rollups = stage.getAllByRole('list', { name: 'Booth banners' });
    expect(
      rollups.flatMap((list) =>
        within(list)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ),
    ).toEqual(['/media/demo/brochure.pdf', 'https://acme.example/careers']);
    const enter = stage.getByRole('link', { name: 'Enter Booth' });
    expect(enter.getAttribute('href')).toBe('#booth-details');
    expect(document.getElementById('booth-details')).not.toBeNull();
  });

  it('shows the main image when the enhanced booth has no video, and no stage when it is not enhanced', () => {
    const info = booth.exhibitor.CompanyInfo;
    const { main_video_url: _, ...config } = info.enhanced_booth_config ?? {};
    renderBooth({
      ...booth,
      exhibitor: { ...booth.exhibitor, CompanyInfo: { ...info, enhanced_booth_config: config } },
    });
    expect(screen.getByRole('img', { name: 'Acme Health booth display' })).toBeTruthy();
    cleanup();
    renderBooth({ ...booth, enhanced: false });
    expect(screen.queryByTestId('enhanced-booth')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Enter Booth' })).toBeNull();
  });

  it('shows the social networks as named icons linking to their pages', () => {
    renderBooth();
    const social = within(screen.getByRole('list', { name: 'Social networks' }));
    const links = social.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://linkedin.com/company/acme',
      'https://www.youtube.com/@acme',
      'https://www.pinterest.com/acme',
    ]);
    expect(social.getByRole('img', { name: 'Acme Health on LinkedIn' }).tagName.toLowerCase()).toBe('svg');
    expect(social.getByRole('link', { name: 'Acme Health on YouTube' })).toBeTruthy();
    expect(social.getByRole('link', { name: 'Acme Health on Pinterest' })).toBeTruthy();
    // Marks, not words.
    expect(links.map((a) => a.textContent)).toEqual(['', '', '']);
  });

  it('plays a host video in a sandboxed, titled frame from the embed code’s address only, a file in a <video>, and never frames an unknown site', () => {
    renderBooth();
    const videos = screen.getAllByTestId('booth-video');
    const frame = within(videos[0] as HTMLElement).getByTitle('Acme tour');
    expect(frame.tagName.toLowerCase()).toBe('iframe');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=30');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(frame.hasAttribute('onload')).toBe(false);
    expect(screen.getByTestId('booth-videos').querySelector('script')).toBeNull();
    const file = within(videos[1] as HTMLElement).getByLabelText('Video 2');
    expect(file.tagName.toLowerCase()).toBe('video');
    expect(file.getAttribute('src')).toBe('/media/demo/clip1.mp4');
    const third = videos[2] as HTMLElement;
    expect(third.querySelector('iframe')).toBeNull();
    expect(
      within(third)
        .getByRole('link', { name: /Watch Video 3 on evil\.example/ })
        .getAttribute('href'),
    ).toBe('https://evil.example/player');
  });

  it('lists new products first with the New Product label, in the exhibitor’s order otherwise', () => {
    renderBooth();
    const items = within(screen.getByTestId('booth-products')).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(['Atlas', 'Scope', 'Pulse']);
    expect(within(items[0] as HTMLElement).getByText('New Product')).toBeTruthy();
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/exhibitors/products/501/1');
    expect(within(items[1] as HTMLElement).queryByText('New Product')).toBeNull();
  });

  it('opens a PDF in the viewer and closes it with the same toggle', () => {
    renderBooth();
    const toggle = screen.getByTestId('booth-pdf-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByTestId('pdf-viewer').textContent).toBe('Brochure');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Close Brochure');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('pdf-viewer')).toBeNull();
  });

  it('turns the rotator every 4 s', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderBooth();
    const rotator = () => screen.getByTestId('booth-rotator').getAttribute('src');
    expect(rotator()).toBe('/media/demo/one.svg');
    act(() => vi.advanceTimersByTime(3_999));
    expect(rotator()).toBe('/media/demo/one.svg');
    act(() => vi.advanceTimersByTime(1));
    expect(rotator()).toBe('/media/demo/two.svg');
    act(() => vi.advanceTimersByTime(4_000));
    expect(rotator()).toBe('/media/demo/one.svg');
  });

  it('shows the privacy policy link and the sanitised privacy information', () => {
    renderBooth();
    const privacy = within(screen.getByRole('region', { name: 'Important privacy information' }));
    expect(privacy.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      'https://example.com/privacy',
    );
    expect(privacy.getByText(/We keep your card/)).toBeTruthy();
  });

  it('asks for the booth’s slots in its hall, and leaves the scheduler out where the hall hides it', async () => {
    const asked = renderBooth();
    await screen.findByText('No free timeslots.');
    expect(asked).toContain('/api/exhibitors/501/timeslots?hall=expo');
    cleanup();
    const hidden = renderBooth({
      ...booth,
      hall: { ...booth.hall, options: { ...options, hide_meeting_scheduler: true } },
    });
    await act(async () => {});
    expect(screen.queryByText('Book a meeting')).toBeNull();
    expect(hidden.some((address) => address.includes('/timeslots'))).toBe(false);
  });
});
