// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { awarenessSplits } from '../../../machines/support/awarenessSplits';
import { type AwarenessItem, AwarenessChecks } from '../../../src/features/session/AwarenessChecks';
import { createPositionFeed } from '../../../src/features/session/positionFeed';
import { fakeFetch, type Reply, renderWithClient } from '../render';

afterEach(cleanup);

const item: AwarenessItem = {
  entity: { type: 'abstract', id: '301' },
  seed: 'u1:abstract_301',
  total: 2,
  required: 1,
  startOffset: 60,
};
const LENGTH = 600;
const [first, second] = awarenessSplits({ ...item, length: LENGTH }) as [number, number];

function renderChecks(read: Reply) {
  const stored: { sequence: number; outcome: string }[] = [];
  const f = fakeFetch({
    'GET /api/awareness': read,
    'POST /api/awareness': (body) => {
      const b = body as { sequence: number; outcome: string };
      stored.push({ sequence: b.sequence, outcome: b.outcome });
      return { status: 200, body: stored };
    },
  });
  const feed = createPositionFeed();
  renderWithClient(<AwarenessChecks item={item} length={LENGTH} feed={feed} />, { fetch: f.fetch });
  return { ...f, feed, at: (position: number) => act(() => feed.publish(position)) };
}

describe('AwarenessChecks', () => {
  it('asks at a split, writes a pass for I am here, and lists the results below the video', async () => {
    const { calls, at } = renderChecks({ status: 200, body: [] });
    await waitFor(() =>
      expect(screen.getByTestId('awareness').dataset.state).toBe('check.watching record.idle'),
    );
    at(first - 1);
    expect(screen.queryByTestId('awareness-prompt')).toBeNull();
    at(first + 1);
    const prompt = screen.getByRole('alertdialog', { name: 'Are you still watching?' });
    expect(prompt.dataset.state).toBe('check.prompting record.idle');
    expect(prompt.getAttribute('aria-describedby')).toBeTruthy();
    expect(prompt.textContent).toContain(
      'Confirm within 30 seconds that you are watching. If you do not, this check fails and you may lose your continuing-education credit.',
    );
    expect(screen.getByTestId('awareness-countdown').textContent).toBe('Time left: 30 s');
    const affirm = screen.getByTestId('awareness-affirm');
    expect(affirm.textContent).toBe('I am here');
    expect(document.activeElement).toBe(affirm);
    fireEvent.click(affirm);
    expect(screen.queryByTestId('awareness-prompt')).toBeNull();
    expect(screen.getByTestId('awareness-results').textContent).toContain('Check #1 Passed');
    expect(screen.getByTestId('awareness-summary').textContent).toBe(
      'You have passed 1 check(s) out of 2 check(s).',
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      entity_type: 'abstract',
      entity_id: '301',
      type: 'ondemand',
      sequence: 1,
      outcome: 'pass',
    });
    const body = post?.body as { check_time: number; outcome_time: number };
    expect(Number.isInteger(body.check_time)).toBe(true);
    expect(body.outcome_time).toBeGreaterThanOrEqual(body.check_time);
    // A seek far past the second split asks nothing.
    at(second + 30);
    expect(screen.queryByTestId('awareness-prompt')).toBeNull();
  });

  it('shows the outcomes stored already and does not ask those checks again', async () => {
    const { at } = renderChecks({ status: 200, body: [{ sequence: 1, outcome: 'fail' }] });
    expect((await screen.findByTestId('awareness-results')).textContent).toContain('Check #1 Failed');
    expect(screen.getByTestId('awareness-summary').textContent).toBe(
      'You have passed 0 check(s) out of 2 check(s).',
    );
    at(first + 1);
    expect(screen.queryByTestId('awareness-prompt')).toBeNull();
    at(second + 2);
    expect(screen.getByTestId('awareness-prompt')).toBeTruthy();
  });

  it('still asks when the stored outcomes cannot be read', async () => {
    const { at } = renderChecks({
      status: 404,
      body: { error: { code: 'not_found', message: 'No such API call' } },
    });
    await waitFor(() => expect(screen.getByTestId('awareness')).toBeTruthy());
    at(first);
    expect(screen.getByTestId('awareness-prompt')).toBeTruthy();
  });
});

describe('AwarenessChecks focus', () => {
  it('leaves the focus in a field the user is typing in', async () => {
    const { at } = renderChecks({ status: 200, body: [] });
    await waitFor(() => expect(screen.getByTestId('awareness')).toBeTruthy());
    const note = document.createElement('textarea');
    document.body.appendChild(note);
    note.focus();
    at(first);
    expect(screen.getByTestId('awareness-prompt')).toBeTruthy();
    expect(document.activeElement).toBe(note);
    note.remove();
  });
});
