import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { type ClosingFacts, siteClosingMachine } from '../../machines/siteClosing';
import { siteClosingView } from '../../machines/siteClosing.view';

const facts: ClosingFacts = {
  softCloseAt: 1000,
  softClosed: false,
  hardCloseAt: 2000,
  hardCloseMsg: null,
  appEnabled: true,
  appDisabledContact: null,
};
const viewAt = (now: number, isAdmin = false, f: ClosingFacts = facts) =>
  siteClosingView(
    createActor(siteClosingMachine.provide({ actors: { watchClock: fromCallback(() => {}) } }), {
      input: { facts: f, isAdmin, now },
    })
      .start()
      .getSnapshot(),
  );

describe('siteClosing view', () => {
  it('is the app, open, before the soft close', () => {
    expect(viewAt(0)).toEqual({
      state: 'open',
      page: 'app',
      softClosed: false,
      adminNotice: false,
      closedMessage: null,
      appDisabledContact: null,
    });
  });
  it('is the app with soft-close rules after soft_close_timestamp', () => {
    expect(viewAt(1000)).toMatchObject({ state: 'softClosed', page: 'app', softClosed: true });
  });
  it('is the closed page for attendees after the hard close, with the configured message', () => {
    expect(viewAt(2000)).toMatchObject({ page: 'closed', closedMessage: null });
    expect(viewAt(2000, false, { ...facts, hardCloseMsg: 'Thanks for coming' }).closedMessage).toBe(
      'Thanks for coming',
    );
  });
  it('is the app with the admin notice for admins after the hard close', () => {
    expect(viewAt(5000, true)).toMatchObject({ state: 'adminView', page: 'app', adminNotice: true });
  });
  it('is the app-not-enabled page when app_enabled is 0, whatever the time', () => {
    expect(viewAt(0, true, { ...facts, appEnabled: false, appDisabledContact: 'a@b.co' })).toMatchObject({
      page: 'appDisabled',
      appDisabledContact: 'a@b.co',
    });
  });
});
