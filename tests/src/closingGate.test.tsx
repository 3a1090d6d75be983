// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventConfig } from '../../schemas/eventConfig';
import { ClosingGate } from '../../src/features/closing/ClosingGate';
import { fakeFetch, renderWithClient } from './render';

afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 22, 12);
const base: EventConfig = { source_hex: 'abc', conferenceid: 1 };
const gate = (settings: EventConfig, isAdmin = false) =>
  renderWithClient(
    <ClosingGate settings={settings} isAdmin={isAdmin} now={() => NOW}>
      <p>The app</p>
    </ClosingGate>,
    { fetch: fakeFetch({}).fetch },
  );

describe('closing gate', () => {
  it('shows the app while open and after the soft close', () => {
    gate({ ...base, soft_close_timestamp: NOW - 1000 });
    expect(screen.getByText('The app')).toBeTruthy();
    expect(document.querySelector('[data-state="softClosed"]')).not.toBeNull();
  });
  it('shows the default closed text to attendees after the hard close', () => {
    gate({ ...base, hard_close_time: NOW - 1000 });
    expect(screen.getByText('This virtual event is no longer accessible.')).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();
  });
  it('shows hard_close_msg when configured', () => {
    gate({ ...base, hard_close_time: NOW - 1000, hard_close_msg: 'See you next year' });
    expect(screen.getByText('See you next year')).toBeTruthy();
  });
  it('shows admins the app with the notice', () => {
    gate({ ...base, hard_close_time: NOW - 1000 }, true);
    expect(screen.getByText('The site is closed for all attendees.')).toBeTruthy();
    expect(screen.getByText('The app')).toBeTruthy();
  });
  it('shows the app-not-enabled page when app_enabled is 0', () => {
    gate({ ...base, app_enabled: 0, support_email: 'help@example.com' }, true);
    expect(
      screen.getByText(
        'This app is not enabled. Please contact help@example.com or your conference administrator.',
      ),
    ).toBeTruthy();
  });
});
