import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAllNotes, useMyEventStatus } from '../../myEvent/MyEventProvider';
import { GeneralNoteBox, NoteBox } from '../../myEvent/NoteBox';
import { GeneralNotesDownload, NotesDownload } from '../../myEvent/NotesDownload';
import type { NoteEntry } from '../../myEvent/notesPdf';
import type { NoteAnchor } from '../../myEvent/store';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Loading';
import { Muted, Section } from './ProfileDetails';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  h3 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
`;

/** What a note is about, from the program: its item's title and time, and when it starts (for the order). */
export type DescribeNote = (anchor: NoteAnchor) => Omit<NoteEntry, 'text'> & { start: number };

function useNotesReady() {
  const { t } = useTranslation('people');
  const status = useMyEventStatus();
  if (status === 'loading') return <Loading />;
  if (status === 'failed') return <Alert tone="error">{t('myEvent.failed')}</Alert>;
  return null;
}

/** My Notes (000 §2 "Notes screen"): each note under its session's title and time, or 'No notes available.' */
export function MyNotesTab({ describe }: { describe: DescribeNote }) {
  const { t } = useTranslation('people');
  const waiting = useNotesReady();
  const notes = useAllNotes()();
  if (waiting) return waiting;
  const described = notes
    .map((n) => ({ ...n, about: describe(n.anchor) }))
    .sort((a, b) => a.about.start - b.about.start || a.about.heading.localeCompare(b.about.heading));
  return (
    <Section aria-labelledby="profile-notes" data-testid="my-notes">
      <h2 id="profile-notes">{t('profile.myNotes')}</h2>
      {described.length === 0 ? (
        <Muted>{t('profile.noNotes')}</Muted>
      ) : (
        <>
          <NotesDownload title={t('profile.notesTitle')} describe={describe} />
          <List>
            {described.map((n) => (
              <li key={`${n.anchor.sessionId}-${n.anchor.abId ?? ''}-${n.anchor.programId ?? ''}`}>
                <h3>{n.about.heading}</h3>
                {n.about.when ? <Muted>{n.about.when}</Muted> : null}
                <NoteBox anchor={n.anchor} title={n.about.heading} />
              </li>
            ))}
          </List>
        </>
      )}
    </Section>
  );
}

/** General Notes: the user's own note about no session, edited in place, and its PDF (MyGeneralNotes.pdf). */
export function GeneralNotesTab() {
  const { t } = useTranslation('people');
  const waiting = useNotesReady();
  if (waiting) return waiting;
  return (
    <Section aria-labelledby="profile-general-notes" data-testid="general-notes">
      <h2 id="profile-general-notes">{t('profile.generalNotes')}</h2>
      <Muted>{t('profile.generalNoteHint')}</Muted>
      <GeneralNotesDownload title={t('profile.generalNotesTitle')} heading={t('profile.generalNote')} />
      <GeneralNoteBox title={t('profile.generalNote')} />
    </Section>
  );
}
