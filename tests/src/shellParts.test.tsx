// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../src/api/client';
import { createServerErrorSignal, RenderBoundary, ServerErrorGate } from '../../src/app/errors';
import { createI18n } from '../../src/i18n';
import { dayBounds, dayOf, formatInstant, zoneOrUtc } from '../../src/i18n/dates';
import { applyAppOverrides, sidebarOverride } from '../../src/i18n/overrides';
import { ReportModal } from '../../src/ui/ReportModal';
import { eventTheme, theme } from '../../src/ui/theme';
import { fakeFetch, renderWithClient } from './render';

afterEach(cleanup);

describe('Report an Issue', () => {
  it('offers offensive and spam and posts the chosen reason to /api/flags', async () => {
    const { fetch, calls } = fakeFetch({
      'POST /api/flags': { status: 200, body: { success: true, header: 'Thank you', message: 'Sent' } },
    });
    const api = createApi({ getToken: () => 'tok', fetch });
    renderWithClient(
      <ReportModal
        open
        onClose={() => {}}
        send={async (reason) => {
          await api.flag({ entity_type: 'post', entity_id: 'p-1', flag_reason: reason });
        }}
      />,
      { fetch },
    );
    const dialog = screen.getByRole('dialog', { name: 'Report an Issue' });
    expect(within(dialog).getByLabelText('Offensive')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Spam'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(
      await within(dialog).findByText('Thank you. Your report was sent to the organisers.'),
    ).toBeTruthy();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/flags',
      body: { entity_type: 'post', entity_id: 'p-1', flag_reason: 'spam' },
    });
  });
});

describe('error pages', () => {
  const i18n = createI18n({ storage: null, language: 'en' });
  const wrap = (ui: React.ReactNode) =>
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>,
    );

  it('shows the server-error page once a call answers 5xx, not for quiet calls', async () => {
    const signal = createServerErrorSignal();
    const { fetch } = fakeFetch({
      'POST /api/client-log': { status: 502, body: {} },
      'GET /api/game': { status: 500, body: {} },
    });
    const api = createApi({ getToken: () => 'tok', fetch, onServerError: () => signal.report() });
    wrap(
      <ServerErrorGate signal={signal}>
        <p>App</p>
      </ServerErrorGate>,
    );
    await api.clientLog({ action: 'click', module: 'm', screen: 's' }).catch(() => undefined);
    expect(screen.getByText('App')).toBeTruthy();
    await act(async () => {
      await api.game().catch(() => undefined);
    });
    expect(screen.getByText('Sorry, the server is going wrong')).toBeTruthy();
  });

  it('shows Something went wrong when a screen fails to render', () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const quiet = console.error;
    console.error = () => {};
    try {
      wrap(
        <RenderBoundary>
          <Broken />
        </RenderBoundary>,
      );
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
  });
});

describe('texts from the configuration', () => {
  it('overrides app texts per language, dotted or nested, another language once it has loaded', async () => {
    const i18n = createI18n({ storage: null, language: 'en' });
    applyAppOverrides(i18n, {
      en: { 'sidebar.lobby': 'Home', support: { send: 'Submit' } },
      fr: { 'sidebar.lobby': 'Maison' },
    });
    expect(i18n.t('sidebar.lobby')).toBe('Home');
    expect(i18n.t('support.send')).toBe('Submit');
    expect(i18n.t('support.close')).toBe('Close');
    await vi.waitFor(() => expect(i18n.t('sidebar.lobby', { lng: 'fr' })).toBe('Maison'));
    expect(i18n.t('sidebar.chat', { lng: 'fr' })).toBe('Messagerie');
  });

  it('reads sidebar labels per language, or for every language', () => {
    const o = { fr: { chat: 'Discussions' }, lobby: 'Home' };
    expect(sidebarOverride(o, 'fr', 'chat')).toBe('Discussions');
    expect(sidebarOverride(o, 'en', 'chat')).toBeNull();
    expect(sidebarOverride(o, 'ar', 'lobby')).toBe('Home');
  });
});

describe('dates in the conference time zone', () => {
  const at = Date.UTC(2027, 2, 3, 14, 30); // 08:30 in Chicago
  it('formats in the user language and the zone', () => {
    expect(formatInstant(at, { language: 'en', timeZone: 'America/Chicago', style: 'time' })).toBe('8:30 AM');
    expect(formatInstant(at, { language: 'fr', timeZone: 'Europe/Paris', style: 'time' })).toBe('15:30');
    expect(formatInstant(at, { language: 'en', timeZone: 'America/Chicago', style: 'date' })).toBe(
      'March 3, 2027',
    );
  });
  it('falls back to UTC for an unknown zone and gives the day and its bounds', () => {
    expect(zoneOrUtc('Mars/Olympus')).toBe('UTC');
    expect(dayOf(Date.UTC(2027, 2, 4, 3, 0), 'America/Chicago')).toBe('2027-03-03');
    const { start, end } = dayBounds(at, 'America/Chicago');
    expect(start).toBe(Date.UTC(2027, 2, 3, 6, 0));
    expect(end).toBe(Date.UTC(2027, 2, 4, 6, 0) - 1);
  });
});

describe('event theme', () => {
  it('takes primary_color and styling.platform_header_color, refusing values that are not colours', () => {
    const t = eventTheme({ primary_color: '#0b3d91', styling: { platform_header_color: '#0b3d91' } });
    expect(t.colors.primary).toBe('#0b3d91');
    expect(t.colors.header).toBe('#0b3d91');
    expect(t.colors.headerText).toBe('#ffffff');
    expect(eventTheme({ primary_color: 'red; background: url(x)' }).colors.primary).toBe(
      theme.colors.primary,
    );
  });
});
