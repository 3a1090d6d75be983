import { media, type Room, type SessionType, TYPE } from '../catalog';
import type { Random } from '../random';
import type { Draft, Mutable } from './builder';
import { clipOf, handout, thumbnail, video, videoLink } from './mediaLinks';

type LiveConfigDoc = Mutable<NonNullable<Draft['live_config_object']>>;

/** Streaming, replay, credits and attachments of a scheduled session in `room`. */
export function dressSession(r: Random, s: Draft, room: Room, type: SessionType) {
  const live: LiveConfigDoc = {};
  const clip = clipOf(s.session_id);
  if (room.streamed) {
    s.live_channel_id = `room-${room.id}`;
    Object.assign(
      live,
      { stream_Url: media(`${clip}.mp4`), faux_live_app: 1, has_polling: r.chance(0.3) ? 1 : 0 },
      video(clip),
    );
    live.image_url = thumbnail(clip);
    live.live_participation = 1;
    live.abstract_qna = type.id === TYPE.oral.id ? 1 : 0;
    if (r.chance(0.7)) {
      s.video_links_array = [
        {
          ...videoLink(clip, `${s.title} (recording)`),
          ...(r.chance(0.3) ? { Public_AfterPresented: 1 as const } : {}),
        },
      ];
    }
    const release = r.next();
    if (release < 0.1) live.on_demand_video_availability_offset = 1;
    else if (release < 0.2) live.HideOnDemandVideosUntilSessionOver = 1;
    else if (release < 0.25) live.release_management = { ondemand_release_offset: 2 };
  } else if (r.chance(0.3)) {
    live.has_breakout_room = 1;
    live.session_breakout_rooms = [
      { id: `s${s.session_id}-a`, label: 'Table A', capacity: 12 },
      { id: `s${s.session_id}-b`, label: 'Table B', capacity: 12 },
    ];
  }
  const credited: number[] = [
    TYPE.keynote.id,
    TYPE.plenary.id,
    TYPE.oral.id,
    TYPE.symposium.id,
    TYPE.workshop.id,
  ];
  if (credited.includes(type.id) && s.start_time_unix !== undefined && s.end_time_unix !== undefined) {
    const hours = Math.round(((s.end_time_unix - s.start_time_unix) / 3_600_000) * 4) / 4;
    s.credits_array = [
      { label: 'CME', value: hours, credit_id: 'cme' },
      ...(r.chance(0.3) ? [{ label: 'CNE', value: hours, credit_id: 'cne' }] : []),
    ];
    if (room.streamed && r.chance(0.25)) {
      live.awareness_check_total_count = 3;
      live.awareness_check_pass_count = 2;
      live.awareness_check_start_offset = 60;
    }
  }
  if (r.chance(0.4)) {
    s.file_links_array = [
      {
        fieldid: 1,
        name: 'Session handout.pdf',
        href: handout(s.session_id),
        ...(r.chance(0.3) ? { Public_AfterPresented: 1 as const } : {}),
      },
      ...(r.chance(0.3) ? [{ fieldid: 2, name: 'Slides.pdf', href: handout(s.session_id + 3) }] : []),
    ];
  }
  if (r.chance(0.15)) {
    live.additional_session_data = [
      {
        label: 'Learning Objectives',
        content:
          '<ul><li>Describe the problem and its burden.</li><li>Compare current approaches.</li><li>Plan an evaluation at your institution.</li></ul>',
      },
    ];
  }
  if (Object.keys(live).length > 0) s.live_config_object = live;
}
