import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { videoRoomView } from '../../../machines/videoRoom.view';
import type { RoomJoinReply } from '../../../schemas/videoRoom';
import { liveVideoRoomMachine } from '../../../src/rooms/videoRoom.live';

const REPLY: RoomJoinReply = {
  room: 'loungelounge_coffee',
  moderator: false,
  join: { provider: 'builtin', room: 'loungelounge_coffee', token: 'room-token', iceServers: [] },
};

/** A room whose relay refuses the join with `reason` and `message`; the view once it failed. */
async function failedWith(reason: string, message?: string) {
  const actor = createActor(
    liveVideoRoomMachine({
      token: 'sign-in-token',
      join: async () => REPLY,
      joinRoom: (opts) => {
        queueMicrotask(() => opts.onFailed(reason, message));
        return { leave: () => {} };
      },
      noMediaMessage: 'No camera',
      meshFullMessage: 'This video room holds at most 8 people and is full',
      leftRoom: () => {},
    }),
  );
  actor.start();
  await waitFor(actor, (s) => videoRoomView(s).status === 'failed');
  const view = videoRoomView(actor.getSnapshot());
  actor.stop();
  return view;
}

describe("a video room's refusals as the page words them", () => {
  it("shows the page's own words for a built-in room that holds its most, not the relay's English", async () => {
    const view = await failedWith('full', 'A video room holds at most 8 people; this one is full');
    expect(view).toMatchObject({
      full: false,
      message: 'This video room holds at most 8 people and is full',
      canRetry: true,
    });
  });

  it("says 'Room Full' for a room at its capacity, and the page's words when the camera could not be had", async () => {
    expect(await failedWith('room_full', 'Room Full')).toMatchObject({ full: true });
    expect(await failedWith('media')).toMatchObject({ full: false, message: 'No camera' });
  });

  it("passes on what the provider said otherwise, or nothing (the page's 'Unknown error')", async () => {
    expect(await failedWith('daily', 'Meeting has ended')).toMatchObject({ message: 'Meeting has ended' });
    expect(await failedWith('internal')).toMatchObject({ full: false, message: null });
  });
});
