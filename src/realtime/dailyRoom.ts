import type { RoomCallbacks, RoomClient, RoomClientState } from './roomClient';

/** The part of daily-js's call object this client uses (a fake stands in for it in tests). */
export interface DailyCallLike {
  join(opts: { url: string; token: string }): Promise<unknown>;
  leave(): Promise<unknown>;
  destroy(): Promise<unknown>;
  on(event: string, handler: (event?: unknown) => void): unknown;
  off(event: string, handler: (event?: unknown) => void): unknown;
  participants(): Record<string, DailyParticipantLike>;
}

interface DailyTrackLike {
  state?: string;
  persistentTrack?: MediaStreamTrack;
}
export interface DailyParticipantLike {
  session_id: string;
  local: boolean;
  tracks?: { audio?: DailyTrackLike; video?: DailyTrackLike };
}

export interface DailyRoomOptions extends RoomCallbacks {
  /** The Daily room's address and the user's meeting token, from the API's join reply. */
  url: string;
  token: string;
  /** Makes the call object; by default daily-js, loaded only now (it is large and only Daily calls need it). */
  createCallObject?: () => Promise<DailyCallLike>;
  /** A stream of these tracks; `new MediaStream` by default. */
  newStream?: (tracks: MediaStreamTrack[]) => MediaStream;
}

const loadDaily = async (): Promise<DailyCallLike> => {
  const { default: Daily } = await import('@daily-co/daily-js');
  return Daily.createCallObject({ audioSource: true, videoSource: true }) as unknown as DailyCallLike;
};

/** The events after which the participants and their tracks are read again. */
const CHANGES = [
  'participant-joined',
  'participant-updated',
  'participant-left',
  'track-started',
  'track-stopped',
] as const;

/**
 * A Daily room in the browser, behind the same room-client interface as the built-in room: joins with the
 * meeting token, reports the local and remote tracks as streams, and maps Daily's errors and the meeting's end
 * to onFailed and onClosed. The last other participant leaving shows as no peers (the call machine ends there).
 */
export function joinDailyRoom(opts: DailyRoomOptions): RoomClient {
  const newStream = opts.newStream ?? ((tracks) => new MediaStream(tracks));
  // One stream per participant while its tracks stay the same, so a <video> is not reset on every event.
  const streams = new Map<string, { key: string; stream: MediaStream }>();
  let call: DailyCallLike | null = null;
  let left = false;
  let joined = false;

  const streamOf = (p: DailyParticipantLike): MediaStream | null => {
    const tracks = [p.tracks?.video, p.tracks?.audio].flatMap((t) =>
      t?.persistentTrack && t.state !== 'off' && t.state !== 'blocked' ? [t.persistentTrack] : [],
    );
    if (tracks.length === 0) {
      streams.delete(p.session_id);
      return null;
    }
    const key = tracks.map((t) => t.id).join(' ');
    const known = streams.get(p.session_id);
    if (known?.key === key) return known.stream;
    const stream = newStream(tracks);
    streams.set(p.session_id, { key, stream });
    return stream;
  };

  const publish = () => {
    if (left || !call || !joined) return;
    const all = Object.values(call.participants());
    const others = all.filter((p) => !p.local);
    const me = all.find((p) => p.local);
    const state: RoomClientState = {
      peers: others.length,
      local: me ? streamOf(me) : null,
      remotes: others.flatMap((p) => {
        const stream = streamOf(p);
        return stream ? [{ peerId: p.session_id, stream }] : [];
      }),
    };
    opts.onChange(state);
  };
  const onJoined = () => {
    joined = true;
    publish();
  };
  const onError = (event?: unknown) => {
    const message = (event as { errorMsg?: unknown } | undefined)?.errorMsg;
    if (!left) opts.onFailed('daily', typeof message === 'string' ? message : undefined);
  };
  const onCameraError = () => {
    if (!left) opts.onFailed('media');
  };
  // The meeting ended under this user (ejected, or the room expired) rather than by leave().
  const onLeft = () => {
    if (!left) opts.onClosed();
  };
  const handlers: [string, (event?: unknown) => void][] = [
    ...CHANGES.map((e): [string, (event?: unknown) => void] => [e, publish]),
    ['joined-meeting', onJoined],
    ['error', onError],
    ['camera-error', onCameraError],
    ['left-meeting', onLeft],
  ];

  const close = (c: DailyCallLike) => {
    for (const [event, handler] of handlers) c.off(event, handler);
    // Daily allows one call object per page: destroy it so that the next call can make its own.
    void c
      .leave()
      .catch(() => {})
      .then(() => c.destroy())
      .catch(() => {});
  };

  void (async () => {
    try {
      const made = await (opts.createCallObject ?? loadDaily)();
      if (left) {
        void made.destroy().catch(() => {});
        return;
      }
      call = made;
      for (const [event, handler] of handlers) made.on(event, handler);
      await made.join({ url: opts.url, token: opts.token });
    } catch (err) {
      if (!left) opts.onFailed('daily', err instanceof Error ? err.message : undefined);
    }
  })();

  return {
    leave() {
      if (left) return;
      left = true;
      if (call) close(call);
      streams.clear();
    },
  };
}
