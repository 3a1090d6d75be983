// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LAYOUT } from '../../../schemas/constants';
import { AdRotator } from '../../../src/ui/AdRotator';
import { fakeFetch, renderWithClient } from '../render';

afterEach(cleanup);

describe('AdRotator', () => {
  it('gives phones the mobile image of an ad that has one, and others the main image', () => {
    const { fetch } = fakeFetch({});
    renderWithClient(
      <AdRotator
        ads={[{ src: '/media/wide.png', srcMobile: '/media/narrow.png', url: 'https://example.org' }]}
        interval={8000}
      />,
      { fetch },
    );
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/media/wide.png');
    const source = img.parentElement?.querySelector('source');
    expect(source?.getAttribute('srcset')).toBe('/media/narrow.png');
    expect(source?.getAttribute('media')).toBe(`(max-width: ${LAYOUT.BREAKPOINT_SMALL}px)`);
  });

  it('has no mobile source for an ad without one', () => {
    const { fetch } = fakeFetch({});
    renderWithClient(<AdRotator ads={[{ img: '/media/only.png' }]} interval={8000} />, { fetch });
    expect(screen.getByRole('img').parentElement?.querySelector('source')).toBeNull();
  });
});
