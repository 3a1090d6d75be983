// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignedInSession } from '../../../machines/signIn';
import type { EventConfig } from '../../../schemas/eventConfig';
import { ReminderHost } from '../../../src/app/ReminderHost';
import { fakeFetch, renderWithClient } from '../render';
import { WithMyEvent } from '../withMyEvent';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** A saved session starting in 5 minutes: inside the default 10-minute offset, so its reminder shows at once. */
function renderHost(reminderConfig: EventConfig['itinerary_reminder_config']) {
  const { fetch } = fakeFetch({
    'GET /api/favorites': {
      status: 200,
      body: {
        favorites: [
          {
            entity_type: 'session',
            entity_id: '1001',
            forced: false,
            title: 'Opening keynote',
            session_id: 1001,
            start_time_unix: Date.now() + 5 * 60_000,
          },
        ],
      },
    },
    'GET /api/ratings': { status: 200, body: { ratings: [] } },
    'GET /api/notes': { status: 200, body: { notes: [] } },
  });
  const settings = {
    source_hex: 'demo',
    conferenceid: 1,
    ...(reminderConfig ? { itinerary_reminder_config: reminderConfig } : {}),
  } as EventConfig;
  return renderWithClient(
    <WithMyEvent>
      <ReminderHost session={{ settings } as SignedInSession} />
    </WithMyEvent>,
    { fetch, path: '/main/lobby' },
  );
}

describe('the itinerary reminder', () => {
  it("says 'Itinerary Reminder', 'will begin' and 'Go To Session' without a configuration, and shows no icon", async () => {
    renderHost(undefined);
    const card = await screen.findByTestId('itinerary-reminder');
    expect(within(card).getByRole('heading').textContent).toBe('Itinerary Reminder');
    expect(card.textContent).toContain('Opening keynote will begin');
    expect(within(card).getByRole('button', { name: 'Go To Session' })).toBeTruthy();
    expect(within(card).queryByTestId('reminder-icon')).toBeNull();
  });

  it("uses the configuration's title, end_text, go_button and icon over the defaults", async () => {
    renderHost({
      title: 'Coming up',
      end_text: 'starts soon',
      go_button: 'Take me there',
      icon: 'https://cdn.example.org/bell.svg',
    });
    const card = await screen.findByTestId('itinerary-reminder');
    expect(card.getAttribute('aria-label')).toBe('Coming up');
    expect(within(card).getByRole('heading').textContent).toBe('Coming up');
    expect(card.textContent).toContain('Opening keynote starts soon');
    expect(card.textContent).not.toContain('will begin');
    expect(within(card).getByRole('button', { name: 'Take me there' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Go To Session' })).toBeNull();
    const icon = within(card).getByTestId('reminder-icon');
    expect(icon.getAttribute('src')).toBe('https://cdn.example.org/bell.svg');
    // The icon adorns the title: it adds nothing to what a screen reader reads.
    expect(icon.getAttribute('alt')).toBe('');
  });
});
