// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LobbySlide } from '../../../schemas/eventConfig';
import { WelcomeCarousel } from '../../../src/features/lobby/WelcomeCarousel';
import { fakeFetch, renderWithClient } from '../render';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slides: LobbySlide[] = [
  {
    image: '/media/slide-1.svg',
    image_mobile: '/media/slide-1-phone.svg',
    alt: 'Chicago skyline',
    url: 'https://example.org/venue',
  },
  { image: '/media/slide-2.svg', url: '/main/sessions' },
  { image: '/media/slide-3.svg', alt: 'The exhibit hall' },
];

const show = (list = slides) =>
  renderWithClient(<WelcomeCarousel slides={list} interval={8000} />, {
    fetch: fakeFetch({}).fetch,
    path: '/main/lobby',
  });
const carousel = () => screen.getByRole('region', { name: 'Welcome' });
const slide = () => screen.getByTestId('lobby-slide');
const button = (name: string) => within(carousel()).getByRole('button', { name });

describe('the welcome carousel', () => {
  it('shows the first slide, with its phone image, its text and its link to another site in a new tab', () => {
    show();
    expect(carousel().getAttribute('aria-roledescription')).toBe('carousel');
    expect(slide().getAttribute('aria-label')).toBe('1 of 3');
    expect(slide().getAttribute('aria-roledescription')).toBe('slide');
    const img = within(slide()).getByRole('img', { name: 'Chicago skyline' });
    expect(img.getAttribute('src')).toBe('/media/slide-1.svg');
    expect(slide().querySelector('source')?.getAttribute('srcset')).toBe('/media/slide-1-phone.svg');
    const link = within(slide()).getByRole('link');
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([
      'https://example.org/venue',
      '_blank',
    ]);
  });

  it('advances every interval and wraps around; its slides are not announced while they move by themselves', async () => {
    show();
    expect(carousel().getAttribute('data-state')).toBe('playing');
    expect(slide().parentElement?.getAttribute('aria-live')).toBe('off');
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(slide().getAttribute('aria-label')).toBe('2 of 3');
    // A slide without its text, linked in the app, is named by its place.
    expect(within(slide()).getByRole('link', { name: '2 of 3' }).getAttribute('href')).toBe('/main/sessions');
    await act(() => vi.advanceTimersByTimeAsync(16_000));
    expect(slide().getAttribute('aria-label')).toBe('1 of 3');
  });

  it('Previous, Next and a slide button change the slide; Pause stops it until Play', async () => {
    show();
    fireEvent.click(button('Previous slide'));
    expect(slide().getAttribute('aria-label')).toBe('3 of 3');
    fireEvent.click(button('Next slide'));
    fireEvent.click(button('Next slide'));
    expect(slide().getAttribute('aria-label')).toBe('2 of 3');
    fireEvent.click(button('Show slide 3'));
    expect(slide().getAttribute('aria-label')).toBe('3 of 3');
    expect(button('Show slide 3').getAttribute('aria-current')).toBe('true');
    fireEvent.click(button('Pause slides'));
    expect(carousel().getAttribute('data-state')).toBe('paused');
    expect(slide().parentElement?.getAttribute('aria-live')).toBe('polite');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(slide().getAttribute('aria-label')).toBe('3 of 3');
    fireEvent.click(button('Play slides'));
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(slide().getAttribute('aria-label')).toBe('1 of 3');
  });

  it('holds still while the pointer rests on it', async () => {
    show();
    fireEvent.mouseEnter(carousel());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect([carousel().getAttribute('data-state'), slide().getAttribute('aria-label')]).toEqual([
      'held',
      '1 of 3',
    ]);
    expect(button('Pause slides')).toBeTruthy();
    fireEvent.mouseLeave(carousel());
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(slide().getAttribute('aria-label')).toBe('2 of 3');
  });

  it('one slide stands alone: no controls, no rotation', async () => {
    show([{ image: '/media/only.svg', alt: 'Welcome to the conference' }]);
    expect(within(carousel()).queryAllByRole('button')).toEqual([]);
    expect(within(slide()).queryByRole('link')).toBeNull();
    expect(within(slide()).getByRole('img', { name: 'Welcome to the conference' })).toBeTruthy();
  });
});
