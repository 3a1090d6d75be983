import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LAYOUT } from '../../schemas/constants';
import { Button } from '../ui/Button';
import { useGeneralNote, useNote } from './MyEventProvider';
import type { NoteAnchor } from './store';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  textarea {
    font: inherit;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    resize: vertical;
  }
`;
const Saved = styled.button`
  font: inherit;
  text-align: start;
  white-space: pre-wrap;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: text;
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;
const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;

type NoteEditor = ReturnType<typeof useNote>;

/** A personal note (noteEditor): the saved text in view mode; a click edits it; Save stores it, or cancel. */
export function NoteBox({ anchor, title }: { anchor: NoteAnchor; title: string }) {
  const note = useNote(anchor);
  const fieldId = `note-${anchor.sessionId}-${anchor.abId ?? anchor.programId ?? 's'}`;
  return <NoteEditorBox editor={note} fieldId={fieldId} title={title} />;
}

/** The general note (about no session), edited the same way. */
export function GeneralNoteBox({ title }: { title: string }) {
  return <NoteEditorBox editor={useGeneralNote()} fieldId="note-general" title={title} label={title} />;
}

function NoteEditorBox({
  editor,
  fieldId,
  title,
  label,
}: {
  editor: NoteEditor;
  fieldId: string;
  title: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const { view, send } = editor;
  if (!view) return null;
  return (
    <Box data-testid="note" data-state={view.state} aria-label={`${t('myEvent.note')}: ${title}`}>
      {view.mode === 'view' ? (
        <Saved type="button" aria-label={t('myEvent.edit')} onClick={() => send({ type: 'NOTE.EDIT' })}>
          {view.empty ? t('myEvent.noteEmpty') : view.text}
        </Saved>
      ) : (
        <>
          <label htmlFor={fieldId}>{label ?? t('myEvent.note')}</label>
          <textarea
            id={fieldId}
            rows={LAYOUT.NOTES_ROWS}
            value={view.text}
            readOnly={view.saving}
            onChange={(e) => send({ type: 'NOTE.CHANGE', text: e.target.value })}
          />
          {view.failure ? <Failure role="alert">{view.failure}</Failure> : null}
          <Actions>
            <Button type="button" disabled={view.saving} onClick={() => send({ type: 'NOTE.SAVE' })}>
              {view.saving ? t('myEvent.saving') : t('myEvent.saveNote')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={view.saving}
              onClick={() => send({ type: 'NOTE.CANCEL' })}
            >
              {t('myEvent.cancel')}
            </Button>
          </Actions>
        </>
      )}
    </Box>
  );
}
