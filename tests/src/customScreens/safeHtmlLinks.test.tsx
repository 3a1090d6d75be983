// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkKind } from '../../../src/ui/htmlLinks';
import { SafeHtml, sanitizeHtml } from '../../../src/ui/SafeHtml';

afterEach(cleanup);

const ORIGIN = 'https://events.example.com';

describe('sanitising organisers’ HTML in the browser', () => {
  it('drops scripts, handlers and javascript: links, keeping text, headings, ids and links', () => {
    const html = sanitizeHtml(
      '<h2 id="top" onclick="x()">Hi</h2><img src="a.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad</a><a href="/main/sessions">Program</a><iframe src="https://evil.example"></iframe>',
    );
    expect(html).toContain('<h2 id="top">Hi</h2>');
    expect(html).toContain('<a href="/main/sessions">Program</a>');
    expect(html).toContain('<img src="a.png">');
    for (const bad of ['onclick', 'onerror', '<script', 'javascript:', '<iframe'])
      expect(html).not.toContain(bad);
  });

  it('marks only external links to open in a new tab without the opener', () => {
    const html = sanitizeHtml(
      `<a href="https://other.example/x">Other</a><a href="/main/lobby">Lobby</a><a href="#top">Top</a><a href="${ORIGIN}/main/game">Game</a><a href="mailto:help@example.com">Mail</a><a href="https://x.example" target="_self" rel="opener">Sneaky</a>`,
      ORIGIN,
    );
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const links = [...holder.querySelectorAll('a')].map((a) => [a.textContent, a.target, a.rel]);
    expect(links).toEqual([
      ['Other', '_blank', 'noopener noreferrer'],
      ['Lobby', '', ''],
      ['Top', '', ''],
      ['Game', '', ''],
      ['Mail', '_blank', 'noopener noreferrer'],
      ['Sneaky', '_blank', 'noopener noreferrer'],
    ]);
  });
});

describe('linkKind', () => {
  it.each([
    ['#schedule', { kind: 'anchor', id: 'schedule' }],
    ['#a%20b', { kind: 'anchor', id: 'a b' }],
    ['/main/sessions?x=1#y', { kind: 'internal', path: '/main/sessions?x=1#y' }],
    [`${ORIGIN}/main/game`, { kind: 'internal', path: '/main/game' }],
    ['main/lobby', { kind: 'internal', path: '/main/lobby' }],
    ['https://other.example/', { kind: 'external' }],
    ['//other.example/x', { kind: 'external' }],
    ['mailto:a@example.com', { kind: 'external' }],
    ['#', { kind: 'none' }],
    ['', { kind: 'none' }],
  ])('%s', (href, kind) => {
    expect(linkKind(href, ORIGIN)).toEqual(kind);
  });
});

/** Whether the next click reached the document prevented (by the app); the test then keeps jsdom from following it. */
function watchNextClick() {
  const seen: { prevented: boolean | null } = { prevented: null };
  document.addEventListener(
    'click',
    (e) => {
      seen.prevented = e.defaultPrevented;
      e.preventDefault();
    },
    { once: true },
  );
  return seen;
}

describe('SafeHtml following links', () => {
  const content =
    '<p><a href="#schedule">Schedule</a> <a href="/main/sessions">Program</a> <a href="https://other.example/">Other</a></p><h3 id="schedule">Schedule at a glance</h3>';

  it('scrolls to and focuses an anchor, navigates in the app for a path, leaves other sites to the browser', () => {
    const navigate = vi.fn();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<SafeHtml html={content} navigate={navigate} />);

    const anchor = screen.getByRole('link', { name: 'Schedule' });
    expect(fireEvent.click(anchor)).toBe(false);
    const heading = screen.getByRole('heading', { name: 'Schedule at a glance' });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(heading);
    expect(navigate).not.toHaveBeenCalled();

    expect(fireEvent.click(screen.getByRole('link', { name: 'Program' }))).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/main/sessions');

    const other = screen.getByRole('link', { name: 'Other' });
    expect(other).toHaveProperty('target', '_blank');
    expect(other.getAttribute('rel')).toBe('noopener noreferrer');
    // The browser opens it: the app neither prevents the click nor navigates.
    const seen = watchNextClick();
    fireEvent.click(other);
    expect(seen.prevented).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('leaves a click with a modifier key (a new tab) to the browser', () => {
    const navigate = vi.fn();
    render(<SafeHtml html={content} navigate={navigate} />);
    const seen = watchNextClick();
    fireEvent.click(screen.getByRole('link', { name: 'Program' }), { ctrlKey: true });
    expect(seen.prevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without navigate, keeps links as written', () => {
    render(<SafeHtml html={content} />);
    expect(screen.getByRole('link', { name: 'Other' }).getAttribute('target')).toBeNull();
  });
});
