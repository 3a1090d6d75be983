import { CREDITS } from '../../../schemas/constants';
import type { EventConfig } from '../../../schemas/eventConfig';
import { sameRef } from '../../../schemas/ids';
import type { SessionItem } from '../../../schemas/sessionItem';
import { on } from '../../program/items';
import { type AssessmentViewer, visibleAssessmentsOf } from './assessments';
import { previewKind } from '../../ui/media/pdfSource';

/** The tabs of the session page that have something to show (the others come with their features). */
export const SESSION_TABS = [
  'description',
  'presentations',
  'attachments',
  'questions',
  'discussion',
  'evaluation',
  'quiz',
  'notes',
] as const;
/** Live Participation and the additional session data tabs (by position) come after the description. */
export type SessionTab = (typeof SESSION_TABS)[number] | 'liveParticipation' | `additional-${number}`;

/** Whether the session has a Live Participation tab: a participation tool or its polls. */
const hasParticipation = (session: SessionItem) => {
  const live = session.live_config_object;
  return (
    typeof live?.live_participation === 'string' || on(live?.live_participation) || on(live?.has_polling)
  );
};

export type Person = NonNullable<SessionItem['author_array']>[number];
type FileLink = NonNullable<SessionItem['file_links_array']>[number];

export interface Attachment {
  readonly key: string;
  readonly name: string;
  /** Missing before the start for files public only once presented. */
  readonly href: string | null;
  readonly preview: 'pdf' | 'image' | null;
}

export interface SessionPageView {
  readonly roomName: string | null;
  readonly typeName: string | null;
  readonly trackName: string | null;
  readonly featureImage: string | null;
  /** Where the feature image leads, if anywhere. */
  readonly featureLink: string | null;
  readonly tabs: readonly SessionTab[];
  readonly attachments: readonly Attachment[];
  readonly canDownload: boolean;
  /** Credits of the item in focus, when the event shows them. */
  readonly credits: readonly { readonly id: string; readonly label: string; readonly value: string }[];
  readonly speakers: readonly Person[];
  readonly chairs: readonly Person[];
}

const attachmentOf = (f: FileLink): Attachment => ({
  key: String(f.fieldid),
  name: f.name,
  href: f.href || null,
  preview: f.href ? previewKind(f.name, f.href) : null,
});

/**
 * What the session page shows of a session with one of its items in focus (the session itself, an abstract or
 * a program item): names from the event's configuration, the tabs, attachments, credits and people (each with
 * the details of the filter reply's persons). The Evaluation and Quiz tabs show the session's forms that the
 * viewer may take; the Discussion tab shows when the session's discussion is open to the viewer.
 */
export function sessionPageView(
  session: SessionItem,
  selected: SessionItem,
  persons: Readonly<Record<string, Partial<Person>>>,
  settings: EventConfig,
  viewer: AssessmentViewer,
  withDiscussion = false,
): SessionPageView {
  const withDetails = (p: Person): Person => ({ ...p, ...(persons[p.uuid] ?? {}) });
  const showCredits = settings.show_credit_info !== undefined && on(settings.show_credit_info);
  const assessments = visibleAssessmentsOf(session, settings, viewer);
  return {
    roomName:
      (settings.session_room_array ?? []).find((r) =>
        sameRef(r.session_room_id, selected.room_id ?? session.room_id),
      )?.session_room_name ?? null,
    typeName:
      (settings.session_type_array ?? []).find((x) => sameRef(x.id, session.session_type_id))?.label ??
      session.proposal_type ??
      null,
    trackName:
      (settings.program_track_array ?? []).find((x) => sameRef(x.id, session.program_track_id))?.label ??
      session.program_track_name ??
      null,
    featureImage: session.feature_image ?? session.live_config_object?.image_url ?? null,
    featureLink: session.live_config_object?.feature_image_link ?? null,
    tabs: [
      ...SESSION_TABS.filter((id) =>
        id === 'notes'
          ? on(settings.note_config?.enable_notes)
          : id === 'questions'
            ? !on(session.live_config_object?.hideqna)
            : id === 'evaluation' || id === 'quiz'
              ? assessments.includes(id)
              : id === 'discussion'
                ? withDiscussion
                : true,
      ),
    ].flatMap((id): SessionTab[] =>
      id === 'description'
        ? [
            id,
            ...(hasParticipation(session) ? (['liveParticipation'] as const) : []),
            ...(session.live_config_object?.additional_session_data ?? []).map(
              (_, i) => `additional-${i}` as const,
            ),
          ]
        : [id],
    ),
    attachments: (selected.file_links_array ?? []).map(attachmentOf),
    canDownload: on(settings.session_attachments_download),
    credits: showCredits
      ? (selected.credits_array ?? []).map((c) => ({
          id: String(c.credit_id),
          label: c.label,
          value: Number(c.value).toFixed(CREDITS.VALUE_DECIMALS),
        }))
      : [],
    speakers: (selected.author_array ?? []).map(withDetails),
    chairs: (session.session_chair_array ?? []).map(withDetails),
  };
}
