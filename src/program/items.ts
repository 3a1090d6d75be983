import type { OfficeHoursInput } from '../../machines/officeHours';
import { schedulePhase, sessionTimingContext } from '../../machines/sessionTiming';
import type { ListedItem } from '../../schemas/program';
import { isPersonOf } from './access';

export { isPersonOf, mayOpen, type Viewer } from './access';

/**
 * What a program item is (live means, videos, posters, office hours), who may open it and the input of its
 * timing machine: pure facts shared by the program list and the session page.
 */

export const on = (v: boolean | 0 | 1 | undefined) => v === true || v === 1;

/** The items' shape common to the snapshot and the filter call. */
interface Item {
  readonly session_id: number;
  readonly author_array?: readonly { readonly uuid: string }[] | undefined;
  readonly session_chair_array?: readonly { readonly uuid: string }[] | undefined;
  readonly live_channel_id?: string | undefined;
  readonly video_links_array?: readonly unknown[] | undefined;
  readonly poster_links_array?: readonly unknown[] | undefined;
  readonly office_hours?: readonly { readonly start: number; readonly end: number }[] | undefined;
  readonly start_time_unix?: number | undefined;
  readonly end_time_unix?: number | undefined;
  readonly live_config_object?:
    | (Partial<NonNullable<ListedItem['live_config_object']>> & {
        readonly external_meeting_platform_url?: string | undefined;
        readonly session_video_url?: string | undefined;
      })
    | undefined;
}

export interface ListOptions {
  readonly now: number;
  readonly timeZone: string;
  /** Hide sessions the viewer may not open instead of showing them locked. */
  readonly hideNoAccess: boolean;
  /** Soft-closed or archived: office hours are not shown. */
  readonly siteClosed?: boolean;
}

export interface OfficeHoursOptions {
  /** Admins; authors and chairs are found from the item when `uuid` is given. */
  readonly isPrivileged: boolean;
  readonly uuid?: string | undefined;
  readonly softClosed: boolean;
  readonly archiveMode: boolean;
}

/** The input of the officeHours machine for an item at `now`, with the live count of its room (000 §4). */
export function officeHoursInput(
  item: Item,
  now: number,
  participants: number,
  o: OfficeHoursOptions,
): OfficeHoursInput {
  return {
    now,
    slots: (item.office_hours ?? []).map((s) => ({ start: s.start, end: s.end })),
    capacity: item.live_config_object?.session_office_hour_capacity ?? null,
    participants,
    isPrivileged: o.isPrivileged || (o.uuid !== undefined && isPersonOf(item, o.uuid)),
    softClosed: o.softClosed,
    archiveMode: o.archiveMode,
  };
}

/** An external meeting (flag in the snapshot, address in the full item). */
export const hasExternalMeeting = (item: Item) =>
  on(item.live_config_object?.has_external_meeting) ||
  Boolean(item.live_config_object?.external_meeting_platform_url);

export const hasMeeting = (item: Item) =>
  hasExternalMeeting(item) || on(item.live_config_object?.has_breakout_room);

export const hasLiveMeans = (item: Item) => Boolean(item.live_channel_id) || hasMeeting(item);

export const hasVideo = (item: Item) =>
  (item.video_links_array?.length ?? 0) > 0 ||
  on(item.live_config_object?.has_session_video) ||
  Boolean(item.live_config_object?.session_video_url);

export const hasPoster = (item: Item) => (item.poster_links_array?.length ?? 0) > 0;

export const hasOfficeHours = (item: Item) => (item.office_hours?.length ?? 0) > 0;

/** The input of the sessionTiming machine for an item at `now`. */
export function timingInput(item: Item, now: number, timeZone: string) {
  const live = item.live_config_object;
  const rm = live?.release_management;
  return {
    now,
    startTime: item.start_time_unix ?? null,
    endTime: item.end_time_unix ?? null,
    timeZone,
    hasLiveChannel: Boolean(item.live_channel_id),
    externalMeetingUrl: hasExternalMeeting(item) ? 'listed' : null,
    hasBreakoutRoom: on(live?.has_breakout_room),
    hasVideo: hasVideo(item),
    accessDayOnly: on(live?.access_day_only),
    release: {
      ...(live?.on_demand_video_availability_offset !== undefined
        ? { offsetDays: live.on_demand_video_availability_offset }
        : rm?.ondemand_release_offset !== undefined
          ? { offsetDays: rm.ondemand_release_offset }
          : {}),
      hideUntilSessionOver: on(live?.HideOnDemandVideosUntilSessionOver),
      contentStartDate: rm?.content_start_date ?? null,
    },
  };
}

/** In the 'Live Now' window: live means, from 15 minutes before start until the end (000 §4). */
export function isLiveNow(item: Item, now: number, timeZone: string): boolean {
  if (!hasLiveMeans(item)) return false;
  const phase = schedulePhase(sessionTimingContext(timingInput(item, now, timeZone)));
  return phase === 'startingSoon' || phase === 'running';
}
