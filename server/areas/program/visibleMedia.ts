import { SESSION_TIMING } from '../../../schemas/constants';
import { isOn } from '../../../schemas/eventConfig';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { UserRow } from '../auth/users';

type LiveConfigDoc = NonNullable<SessionItemDoc['live_config_object']>;

/** The live stream's window (000 §4): 15 minutes before the start to 1 hour after the end; none unstreamed. */
export function liveStreamWindow(doc: SessionItemDoc): { from: number; to: number } | undefined {
  if (!doc.live_channel_id || doc.start_time_unix === undefined) return undefined;
  const end = doc.end_time_unix ?? doc.start_time_unix;
  return {
    from: doc.start_time_unix - SESSION_TIMING.LIVE_NOW_LEAD,
    to: end + SESSION_TIMING.LIVE_STREAM_AFTER_END,
  };
}

const withoutStream = ({
  stream_Url: _stream,
  session_video_url: _high,
  session_video_url_medium: _medium,
  session_video_url_low: _low,
  ...rest
}: LiveConfigDoc): LiveConfigDoc => rest;

/** Recordings without their address and transcript: their title, picture and length stay. */
const withoutRecordings = (videos: SessionItemDoc['video_links_array']) =>
  videos?.map(({ href: _href, transcript: _transcript, ...v }) => ({ ...v, href: '' }));

/** Files marked public-after-presented keep their name but not their address before the item starts (000 §5). */
const filesAvailableAt = (doc: SessionItemDoc, now: number) => {
  const notYet = doc.start_time_unix !== undefined && now < doc.start_time_unix;
  return doc.file_links_array?.map((f) => (notYet && isOn(f.Public_AfterPresented) ? { ...f, href: '' } : f));
};

/**
 * The item as the user may see its media; admins see everything. Attachments marked public-after-presented
 * have no address before the item starts. A live-stream-only pass gets no on-demand video: recordings lose
 * their address and transcript, and the live channel's stream is there only inside its window; `until` is
 * when that window closes.
 */
export function visibleMedia(
  doc: SessionItemDoc,
  user: Pick<UserRow, 'isAdmin' | 'liveStreamOnly'>,
  now: number,
): { doc: SessionItemDoc; until?: number } {
  if (user.isAdmin) return { doc };
  const files = doc.file_links_array ? { file_links_array: filesAvailableAt(doc, now) } : {};
  if (!user.liveStreamOnly) return { doc: { ...doc, ...files } };
  const { video_links_array, live_config_object } = doc;
  const window = liveStreamWindow(doc);
  const streaming = window !== undefined && now >= window.from && now <= window.to;
  const visible: SessionItemDoc = {
    ...doc,
    ...files,
    ...(video_links_array ? { video_links_array: withoutRecordings(video_links_array) } : {}),
    ...(live_config_object && !streaming ? { live_config_object: withoutStream(live_config_object) } : {}),
  };
  return streaming ? { doc: visible, until: window.to } : { doc: visible };
}
