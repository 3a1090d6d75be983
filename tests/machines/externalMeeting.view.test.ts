import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { externalMeetingMachine } from '../../machines/externalMeeting';
import { externalMeetingView } from '../../machines/externalMeeting.view';

const MIN = 60_000;
const start = Date.UTC(2026, 10, 23, 15);
const end = start + 60 * MIN;
const viewAt = (now: number) =>
  externalMeetingView(
    createActor(externalMeetingMachine, { input: { now, start, end } }).start().getSnapshot(),
  );

describe('externalMeetingView', () => {
  it('offers Join from 15 minutes before the start and shows the card until an hour after the end', () => {
    expect(viewAt(start - 16 * MIN)).toMatchObject({ visible: true, canJoin: false, isLive: false });
    expect(viewAt(start - 15 * MIN)).toMatchObject({ visible: true, canJoin: true, isLive: false });
    expect(viewAt(start + MIN)).toMatchObject({ visible: true, canJoin: true, isLive: true });
    expect(viewAt(end + 60 * MIN)).toMatchObject({ visible: true, isLive: false });
    expect(viewAt(end + 60 * MIN + 1)).toMatchObject({ visible: false, canJoin: false });
  });
});
