// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PosterHall, type PosterHallProps } from '../../../src/features/program/PosterHall';
import { fakeFetch, renderWithClient } from '../render';
import { listed } from './items';

afterEach(cleanup);
beforeEach(() => window.localStorage.clear());

const withPdf = listed({
  internal_type: 'abstract',
  title: 'Sepsis alerts in rural hospitals',
  poster_links_array: [{ image_url: '/p1.svg', thumbnail_url: '/p1-thumb.svg', href: '/handout-1.pdf' }],
});
const imageOnly = listed({
  internal_type: 'abstract',
  title: 'Wearables and arrhythmia',
  poster_links_array: [{ image_url: '/p2.svg' }],
});
const closed = listed({
  internal_type: 'abstract',
  title: 'Closed poster',
  poster_links_array: [{ image_url: '/p3.svg', href: '/handout-3.pdf' }],
});
const intro = {
  title: 'Poster Hall',
  intro_video_title: 'Welcome to the Poster Hall',
  intro_video_url: '/media/intro.mp4',
};

const hall = (over: Partial<PosterHallProps> = {}) => {
  const onFollow = vi.fn();
  const props: PosterHallProps = {
    items: [withPdf, imageOnly, closed],
    config: intro,
    isLocked: (item) => item === closed,
    hrefOf: (item) => `/main/sessions/${item.session_id}`,
    onFollow,
    ...over,
  };
  renderWithClient(<PosterHall {...props} />, { fetch: fakeFetch({}).fetch });
  return { onFollow };
};

describe('poster hall', () => {
  it('shows the intro video above the posters until it is hidden, and keeps it hidden', () => {
    hall();
    const video = screen.getByTestId('poster-intro');
    expect(within(video).getByRole('heading').textContent).toBe('Welcome to the Poster Hall');
    expect(video.querySelector('video')?.getAttribute('src')).toBe('/media/intro.mp4');
    fireEvent.click(screen.getByRole('button', { name: 'Hide video' }));
    expect(screen.queryByTestId('poster-intro')).toBeNull();
    cleanup();
    hall();
    expect(screen.queryByTestId('poster-intro')).toBeNull();
    expect(screen.getAllByTestId('poster')).toHaveLength(3);
    cleanup();
    hall({ config: { ...intro, intro_video_url: '/media/new-intro.mp4' } });
    expect(screen.getByTestId('poster-intro')).toBeTruthy();
  });

  it('shows no intro without a configured video', () => {
    hall({ config: undefined });
    expect(screen.queryByTestId('poster-intro')).toBeNull();
    expect(screen.getAllByTestId('poster')).toHaveLength(3);
  });

  it('shows thumbnails that open the poster address, or the item when it has none; titles link to the item', () => {
    const { onFollow } = hall();
    const [first, second, third] = screen.getAllByTestId('poster');
    const img = within(first as HTMLElement).getByRole('img', { name: withPdf.title });
    expect(img.getAttribute('src')).toBe('/p1-thumb.svg');
    const [posterLink, titleLink] = within(first as HTMLElement).getAllByRole('link');
    expect(posterLink?.getAttribute('href')).toBe('/handout-1.pdf');
    expect(posterLink?.getAttribute('target')).toBe('_blank');
    expect(titleLink?.getAttribute('href')).toBe(`/main/sessions/${withPdf.session_id}`);
    const image = within(second as HTMLElement).getByRole('img', { name: imageOnly.title });
    expect(image.getAttribute('src')).toBe('/p2.svg');
    expect(image.closest('a')?.getAttribute('href')).toBe(`/main/sessions/${imageOnly.session_id}`);
    fireEvent.click(image);
    expect(onFollow).toHaveBeenCalledWith(imageOnly, expect.anything());
    fireEvent.click(within(first as HTMLElement).getByText(withPdf.title));
    expect(onFollow).toHaveBeenLastCalledWith(withPdf, expect.anything());
    expect(third?.getAttribute('data-locked')).toBe('true');
    expect(within(third as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(third as HTMLElement).getByText('Session not accessible for your account')).toBeTruthy();
    fireEvent.click(within(third as HTMLElement).getByText(closed.title));
    expect(onFollow).toHaveBeenCalledTimes(2);
  });
});
