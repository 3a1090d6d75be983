import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import type { EventConfig } from '../../../schemas/eventConfig';
import { SessionItem } from '../../../schemas/sessionItem';
import { sessionPageView } from '../../../src/features/session/sessionPage.view';
import { settings as baseSettings } from '../../machines/fixtures';
import { abstract, session } from './items';

const decoded = (doc: unknown) => Schema.decodeUnknownSync(SessionItem)(doc);

const settings: EventConfig = {
  ...baseSettings,
  session_room_array: [{ session_room_id: '12', session_room_name: 'Hall B' }],
  session_type_array: [{ id: '3', label: 'Symposium' }],
  program_track_array: [{ id: 4, label: 'Cardiology' }],
};

const viewer = { uuid: 'u-1', isAdmin: false, badges: [] };

describe('session page view', () => {
  const s = decoded({
    ...session,
    room_id: 12,
    program_track_id: '4',
    session_chair_array: [{ uuid: 'c1', Firstname: 'Ada', Lastname: 'Lovelace' }],
  });
  const a = decoded({
    ...abstract,
    author_array: [{ uuid: 'p1', Firstname: 'Grace', Lastname: 'Hopper' }],
    file_links_array: [
      { fieldid: 1, name: 'Slides.pdf', href: '/media/slides.pdf' },
      { fieldid: 2, name: 'Poster.png', href: '/media/poster.png' },
      { fieldid: 3, name: 'Data.xlsx', href: '/media/data.xlsx' },
      { fieldid: 4, name: 'Later.pdf', href: '' },
    ],
    credits_array: [{ credit_id: 9, label: 'CME', value: 1.5 }],
  });

  it('names room, type and track from the configuration whether its ids are numbers or text', () => {
    const view = sessionPageView(s, a, {}, settings, viewer);
    expect(view).toMatchObject({ roomName: 'Hall B', typeName: 'Symposium', trackName: 'Cardiology' });
  });

  it('previews PDFs and images, leaves other files to download, and holds back files not yet public', () => {
    const view = sessionPageView(s, a, {}, { ...settings, session_attachments_download: 1 }, viewer);
    expect(view.attachments.map((f) => [f.name, f.preview, f.href])).toEqual([
      ['Slides.pdf', 'pdf', '/media/slides.pdf'],
      ['Poster.png', 'image', '/media/poster.png'],
      ['Data.xlsx', null, '/media/data.xlsx'],
      ['Later.pdf', null, null],
    ]);
    expect(view.canDownload).toBe(true);
    expect(sessionPageView(s, a, {}, settings, viewer).canDownload).toBe(false);
  });

  it('shows the notes tab only when notes are on, and credits only when the event shows them', () => {
    expect(sessionPageView(s, a, {}, settings, viewer).tabs).toEqual([
      'description',
      'presentations',
      'attachments',
      'questions',
    ]);
    // hideqna hides Questions for Speakers.
    const hidden = { ...s, live_config_object: { ...s.live_config_object, hideqna: 1 as const } };
    expect(sessionPageView(hidden, a, {}, settings, viewer).tabs).not.toContain('questions');
    const withNotes = sessionPageView(
      s,
      a,
      {},
      { ...settings, note_config: { enable_notes: 1 }, show_credit_info: 1 },
      viewer,
    );
    expect(withNotes.tabs).toContain('notes');
    expect(withNotes.credits).toEqual([{ id: '9', label: 'CME', value: '1.50' }]);
    expect(sessionPageView(s, a, {}, settings, viewer).credits).toEqual([]);
  });

  it('shows the Discussion tab, after Questions for Speakers, when the session has one for the viewer', () => {
    expect(sessionPageView(s, a, {}, settings, viewer, true).tabs).toEqual([
      'description',
      'presentations',
      'attachments',
      'questions',
      'discussion',
    ]);
    expect(sessionPageView(s, a, {}, settings, viewer, false).tabs).not.toContain('discussion');
  });

  it('shows the Evaluation and Quiz tabs, before Notes, only for forms the viewer may take', () => {
    const form = { questions: [] };
    const withForms: EventConfig = {
      ...settings,
      note_config: { enable_notes: 1 },
      session_evaluations: {
        evaluation: { session_ids: [7], form },
        quiz: { session_types: ['3'], hidden: 1, form },
      },
    };
    expect(sessionPageView(s, a, {}, withForms, viewer).tabs).toEqual([
      'description',
      'presentations',
      'attachments',
      'questions',
      'evaluation',
      'notes',
    ]);
    expect(sessionPageView(s, a, {}, withForms, { ...viewer, isAdmin: true }).tabs).toEqual([
      'description',
      'presentations',
      'attachments',
      'questions',
      'evaluation',
      'quiz',
      'notes',
    ]);
  });

  it("completes the speakers and chairs with the filter reply's persons", () => {
    const view = sessionPageView(s, a, { p1: { Company: 'Navy' } as never }, settings, viewer);
    expect(view.speakers).toEqual([{ uuid: 'p1', Firstname: 'Grace', Lastname: 'Hopper', Company: 'Navy' }]);
    expect(view.chairs.map((c) => c.uuid)).toEqual(['c1']);
  });
});
