// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { SignedInUser } from '../../../schemas/user';
import type { LobbyShowcase } from '../../../src/exhibitHall/showcase';
import { SideColumn, type SideShowcase } from '../../../src/features/lobby/SideColumn';
import { ClockProvider } from '../../../src/program/ClockProvider';
import { ProgramProvider } from '../../../src/program/store';
import { fakeFetch, renderWithClient } from '../render';
import { fixedClock, storeOf } from './programStore';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const showcase: LobbyShowcase = {
  exhibitors: [
    {
      compId: 1,
      name: 'Acme Health',
      logo: '/media/acme.svg',
      level: 'Platinum',
      href: '/exhibitors/DetailView/1',
    },
    { compId: 2, name: 'Borealis', logo: null, level: 'Gold', href: '/exhibitors/DetailView/2' },
    { compId: 3, name: 'Cobalt Labs', logo: null, level: null, href: '/exhibitors/DetailView/3' },
  ],
  products: [
    {
      key: '1/0',
      name: 'Flow Monitor',
      company: 'Acme Health',
      image: '/media/p.svg',
      isNew: true,
      href: '/exhibitors/products/1/0',
    },
    {
      key: '2/0',
      name: 'Atlas Suite',
      company: 'Borealis',
      image: null,
      isNew: false,
      href: '/exhibitors/products/2/0',
    },
  ],
};

const settings = { source_hex: 'demo', conferenceid: 1, ad_rotation_speed: 8 } as EventConfig;
const user = { uuid: 'u1', ghost: false, is_admin: false, badges: [] } as unknown as SignedInUser;

function renderSide(load: () => Promise<LobbyShowcase> = async () => showcase, on = true) {
  const side: SideShowcase | null = on
    ? { load, hallHref: '/exhibitors/ExhibitorWall', productsHref: '/exhibitors/products' }
    : null;
  return renderWithClient(
    <ClockProvider clock={fixedClock}>
      <ProgramProvider store={storeOf([])}>
        <SideColumn user={user} settings={settings} showcase={side} />
      </ProgramProvider>
    </ClockProvider>,
    {
      fetch: fakeFetch({}).fetch,
      path: '/main/lobby',
    },
  );
}

const carousel = () => screen.getByRole('region', { name: 'Exhibitors' });
const slide = () => screen.getByTestId('lobby-exhibitor');

describe("the lobby's exhibitor carousel", () => {
  it('shows one exhibitor at a time, its logo and name leading to its booth, and turns by itself', async () => {
    vi.useFakeTimers();
    renderSide();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(carousel().getAttribute('aria-roledescription')).toBe('carousel');
    expect(carousel().getAttribute('data-state')).toBe('playing');
    expect(slide().getAttribute('aria-label')).toBe('1 of 3');
    const booth = within(slide()).getByRole('link', { name: 'Acme Health Platinum' });
    expect(booth.getAttribute('href')).toBe('/exhibitors/DetailView/1');
    expect(slide().querySelector('img')?.getAttribute('src')).toBe('/media/acme.svg');
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(slide().getAttribute('aria-label')).toBe('2 of 3');
    expect(within(slide()).getByRole('link').getAttribute('href')).toBe('/exhibitors/DetailView/2');
    expect(screen.getByRole('link', { name: 'Visit the Exhibit Hall' }).getAttribute('href')).toBe(
      '/exhibitors/ExhibitorWall',
    );
  });

  it('pauses on Pause until Play, and Previous, Next and a dot change the exhibitor', async () => {
    vi.useFakeTimers();
    renderSide();
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Pause slides' }));
    expect(carousel().getAttribute('data-state')).toBe('paused');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(slide().getAttribute('aria-label')).toBe('1 of 3');
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Previous slide' }));
    expect(slide().getAttribute('aria-label')).toBe('3 of 3');
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Show slide 2' }));
    expect(within(slide()).getByRole('link').textContent).toContain('Borealis');
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Play slides' }));
    expect(carousel().getAttribute('data-state')).toBe('playing');
  });

  it('stands still for a person who asked for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers();
    renderSide();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(carousel().getAttribute('data-state')).toBe('paused');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(slide().getAttribute('aria-label')).toBe('1 of 3');
  });
});

describe("the lobby's upcoming products", () => {
  it('lists each product with its company, the new ones marked, after the program tabs', async () => {
    renderSide();
    const list = await screen.findByTestId('lobby-products');
    expect(within(list).getByRole('heading', { level: 2 }).textContent).toBe('Upcoming Products');
    const link = within(list).getByRole('link', { name: 'Flow Monitor' });
    expect(link.getAttribute('href')).toBe('/exhibitors/products/1/0');
    expect(within(list).getAllByText('New Product')).toHaveLength(1);
    expect(list.textContent).toContain('Borealis');
    expect(within(list).getByRole('link', { name: 'See all products' }).getAttribute('href')).toBe(
      '/exhibitors/products',
    );
    // The side column's order (000 §2): exhibitor carousel, program tabs, upcoming products.
    const program = screen.getByTestId('lobby-program');
    const precedes = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(precedes(carousel(), program)).toBe(true);
    expect(precedes(program, list)).toBe(true);
  });

  it('shows neither part without an exhibit hall, nor a part with nothing in it', async () => {
    renderSide(undefined, false);
    expect(screen.getByTestId('lobby-program')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Exhibitors' })).toBeNull();
    expect(screen.queryByTestId('lobby-products')).toBeNull();
    cleanup();
    renderSide(async () => ({ exhibitors: showcase.exhibitors, products: [] }));
    await screen.findByRole('region', { name: 'Exhibitors' });
    expect(screen.queryByTestId('lobby-products')).toBeNull();
  });
});
