// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomScreenReply } from '../../../schemas/customScreen';
import { CustomScreenPage } from '../../../src/features/custom-screens/CustomScreenPage';
import { fakeFetch, renderWithClient } from '../render';

afterEach(cleanup);

const base: CustomScreenReply = {
  id: 'x',
  parent_id: null,
  type: 'HTML',
  title: 'Welcome',
  html: '',
  items: [],
  evaluation_url: null,
  social_feed: false,
};

const show = (screenReply: CustomScreenReply, feed?: React.ReactNode) => {
  const navigate = vi.fn();
  renderWithClient(<CustomScreenPage screen={screenReply} navigate={navigate} feed={feed} />, {
    fetch: fakeFetch({}).fetch,
    path: '/main/CustomScreen/x',
  });
  return navigate;
};

describe('CustomScreenPage', () => {
  it('shows the title above the sanitised HTML, and follows an internal link in the app', () => {
    const navigate = show({
      ...base,
      html: '<p>Hi <img src="x" onerror="alert(1)"><a href="/main/sessions">Program</a></p>',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(document.querySelector('title')?.textContent).toBe('Welcome');
    expect(document.querySelector('[onerror]')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Program' }));
    expect(navigate).toHaveBeenCalledWith('/main/sessions');
  });

  it('shows Accordion items closed, each title a button that shows and hides its content', () => {
    show({
      ...base,
      type: 'Accordion',
      title: 'FAQ',
      items: [
        { title: 'How do I join?', content: '<p>Press Join.</p>' },
        { title: 'Recorded?', content: '<p>Yes.</p>' },
      ],
    });
    const [first, second] = screen.getAllByRole('button');
    if (!first || !second) throw new Error('two items expected');
    expect(first.textContent).toBe('How do I join?');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(within(panel as HTMLElement).getByText('Press Join.')).toBeTruthy();
    // The region is named by its title; the other item stays closed.
    expect(screen.getByRole('region', { name: 'How do I join?' })).toBe(panel);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(first);
    expect(panel?.hidden).toBe(true);
  });

  it('embeds an evaluation form by its address, or says it is not available', () => {
    show({ ...base, type: 'Evaluation', title: 'Survey', evaluation_url: 'https://forms.example.com/s/1' });
    const frame = screen.getByTitle('Survey');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://forms.example.com/s/1');
    cleanup();
    show({ ...base, type: 'Evaluation', title: 'Survey' });
    expect(screen.getByText('The evaluation form is not available.')).toBeTruthy();
  });

  it('shows the social feed below only when the screen has one', () => {
    show({ ...base, social_feed: true }, <p>The wall</p>);
    expect(screen.getByRole('region', { name: 'Social Feed' }).textContent).toBe('The wall');
    cleanup();
    show({ ...base, social_feed: false }, <p>The wall</p>);
    expect(screen.queryByText('The wall')).toBeNull();
  });
});
