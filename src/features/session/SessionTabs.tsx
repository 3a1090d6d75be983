import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { SessionItem } from '../../../schemas/sessionItem';
import type { SignedInUser } from '../../../schemas/user';
import { DiscussionLabel } from '../../discussion/DiscussionLabel';
import { DiscussionPanel } from '../../discussion/DiscussionPanel';
import type { Discussion } from '../../discussion/useDiscussion';
import { NoteBox } from '../../myEvent/NoteBox';
import { NotesDownload } from '../../myEvent/NotesDownload';
import type { NoteAnchor } from '../../myEvent/store';
import { Button } from '../../ui/Button';
import { SafeHtml } from '../../ui/SafeHtml';
import { AdditionalDataTab, additionalDataOf } from './AdditionalDataTab';
import { AttachmentList } from './AttachmentList';
import { EvaluationGate } from './EvaluationGate';
import { LiveParticipationTab } from './LiveParticipationTab';
import { Muted } from './parts';
import { QuestionsTab } from './QuestionsTab';
import type { SessionPageView, SessionTab } from './sessionPage.view';
import { Tab, TabList as Tabs } from '../../ui/Tabs';

const TabList = styled(Tabs)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

/**
 * The session page's tabs: the item's description, the session's presentations, attachments, Questions for
 * Speakers, its Discussion (with the count of its posts on the tab), its evaluation and quiz, and notes.
 */
export function SessionTabs({
  session,
  selected,
  items,
  view,
  tab,
  onTab,
  onSelect,
  onViewPdf,
  describeNote,
  settings,
  timeZone,
  user,
  discussion,
  profileOf,
}: {
  session: SessionItem;
  selected: SessionItem;
  /** The session's abstracts and program items. */
  items: readonly SessionItem[];
  view: SessionPageView;
  /** The tab shown; the page keeps it while a document replaces the tabs. */
  tab: SessionTab;
  onTab: (tab: SessionTab) => void;
  onSelect: (item: SessionItem) => void;
  onViewPdf: (file: { href: string; name: string }) => void;
  describeNote: (anchor: NoteAnchor) => { heading: string; when: string };
  settings: EventConfig;
  /** The zone times are shown in. */
  timeZone: string;
  user: SignedInUser;
  /** The session's Discussion, when it has one for the user. */
  discussion: Discussion | null;
  profileOf?: ((uuid: string) => string) | undefined;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  return (
    <>
      <TabList role="tablist">
        {view.tabs.map((id) => (
          <Tab
            key={id}
            type="button"
            role="tab"
            $on={tab === id}
            aria-selected={tab === id}
            onClick={() => onTab(id)}
          >
            {id === 'discussion' && discussion ? (
              <DiscussionLabel count={discussion.count} />
            ) : (
              (additionalDataOf(session, id)?.label ?? t(`session.tabs.${id}`))
            )}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" data-tab={tab}>
        {tab === 'description' && <SafeHtml html={selected.description} />}
        {tab === 'liveParticipation' && <LiveParticipationTab session={session} />}
        {tab.startsWith('additional-') && <AdditionalDataTab session={session} tab={tab} />}
        {tab === 'presentations' &&
          (items.length === 0 ? (
            <Muted>{t('session.empty')}</Muted>
          ) : (
            <ul>
              {items.map((c) => (
                <li key={c._id}>
                  <Button type="button" $variant="link" onClick={() => onSelect(c)}>
                    {c.title}
                  </Button>
                </li>
              ))}
            </ul>
          ))}
        {tab === 'attachments' && (
          <>
            <AttachmentList
              attachments={view.attachments}
              canDownload={view.canDownload}
              onViewPdf={onViewPdf}
              onViewImage={setImage}
            />
            {image && <img src={image} alt="" style={{ maxWidth: '100%' }} />}
          </>
        )}
        {tab === 'questions' && (
          <QuestionsTab
            sessionId={session.session_id}
            presenterHref={`/main/sessions/presenter/${session.session_id}`}
          />
        )}
        {tab === 'discussion' && discussion && (
          <DiscussionPanel discussion={discussion} viewer={{ user, settings, profileOf }} />
        )}
        {(tab === 'evaluation' || tab === 'quiz') && (
          <EvaluationGate
            key={`${session.session_id}-${tab}`}
            kind={tab}
            session={session}
            settings={settings}
            timeZone={timeZone}
          />
        )}
        {tab === 'notes' && (
          <>
            <NoteBox
              key={selected._id}
              anchor={{ sessionId: session.session_id, abId: selected.ab_id, programId: selected.program_id }}
              title={selected.title}
            />
            <NotesDownload title={t('myEvent.note')} describe={describeNote} />
          </>
        )}
      </div>
    </>
  );
}
