import { describe, expect, it } from 'vitest';
import type { SessionItem } from '../../../schemas/sessionItem';
import { videoAccess } from '../../../src/features/session/videoAccess';

const item = (over: Partial<Record<keyof SessionItem, unknown>>) => over as unknown as SessionItem;
const onDemand = item({ video_links_array: [{ href: '/v.mp4' }] });
const liveChannel = item({ live_channel_id: 'tv', live_config_object: { session_video_url: '/tv.mp4' } });
const attendee = { is_admin: false, live_stream_only: false };
const liveOnly = { is_admin: false, live_stream_only: true };
const available = { isVideoAvailable: true, isLiveStream: false, showAvailabilityWarning: false };

describe('video access', () => {
  it('plays on-demand video for a full pass and refuses it to a live-stream-only pass', () => {
    expect(videoAccess(onDemand, attendee, available)).toEqual({ kind: 'play', source: 'onDemand' });
    expect(videoAccess(onDemand, liveOnly, available)).toEqual({ kind: 'passNoAccess' });
    expect(videoAccess(onDemand, { is_admin: true, live_stream_only: true }, available).kind).toBe('play');
  });

  it('plays the live stream to a live-stream-only pass only while it is a live stream', () => {
    expect(videoAccess(liveChannel, liveOnly, { ...available, isLiveStream: true })).toEqual({
      kind: 'play',
      source: 'live',
    });
    expect(videoAccess(liveChannel, liveOnly, available)).toEqual({ kind: 'passNoAccess' });
  });

  it('tells a live-stream-only pass that its pass does not cover what the server left without addresses', () => {
    const recording = item({ video_links_array: [{ href: '', title: 'Recording' }] });
    const streamOutsideWindow = item({ live_channel_id: 'tv', live_config_object: {} });
    expect(videoAccess(recording, liveOnly, available)).toEqual({ kind: 'passNoAccess' });
    expect(videoAccess(streamOutsideWindow, liveOnly, available)).toEqual({ kind: 'passNoAccess' });
  });

  it('says when there is no video yet, or none, or it is not released', () => {
    expect(videoAccess(item({}), attendee, { ...available, showAvailabilityWarning: true }).kind).toBe(
      'notYet',
    );
    expect(videoAccess(item({}), liveOnly, available).kind).toBe('none');
    expect(videoAccess(onDemand, attendee, { ...available, isVideoAvailable: false }).kind).toBe(
      'unavailable',
    );
  });
});
