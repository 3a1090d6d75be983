import { useDisplayZone } from '../../myEvent/displayZone';
import { ZoneSwitch } from '../../myEvent/ZoneSwitch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { AVATARS } from '../../../schemas/constants';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { ProfileReply } from '../../../schemas/profile';
import type { CreditCalls } from '../../api/creditCalls';
import type { ProfileCalls } from '../../api/profileCalls';
import { zoneOrUtc } from '../../i18n/dates';
import { Alert } from '../../ui/Alert';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Loading';
import { useResourceLoad } from '../../ui/useResourceLoad';
import { CertificatesTab } from './CertificatesTab';
import { type DataRightsProps, DataRightsSection } from './DataRightsSection';
import { EditBadgeForm } from './EditBadgeForm';
import { EditProfileForm } from './EditProfileForm';
import { editHides } from './editProfile';
import { nameRules, personName, placeOf } from '../../people/names';
import { PersonBadges } from '../../people/PersonBadges';
import { PROFILE_TAB_KEYS, type ProfileTab, profileTabs } from './profile.view';
import { ProfileAbout, ProfileSessions } from './ProfileDetails';
import { type DescribeNote, GeneralNotesTab, MyNotesTab } from './ProfileNotes';
import { SendEmailDialog } from './SendEmailDialog';
import { TranscriptTab } from './TranscriptTab';
import { PageTitle } from '../../ui/PageTitle';
import { Tab, TabList as Tabs } from '../../ui/Tabs';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;
const Banner = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h1 { margin: 0; font-size: 1.5rem; overflow-wrap: anywhere; }
  p { margin: 0; }
`;
const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1 1 240px;
  min-width: 0;
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
`;
const TabList = styled(Tabs)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export interface ProfilePageProps {
  uuid: string;
  settings: EventConfig;
  calls: ProfileCalls;
  /** Certificates and the transcript of the own profile. */
  creditCalls: Pick<CreditCalls, 'certificates' | 'transcript' | 'pdf'>;
  describeNote: DescribeNote;
  /** The chat with a person, when the app has a chat screen; Start Chat shows only then. */
  chatPath?: ((uuid: string) => string) | undefined;
  /** Download my data and Delete my account, on the own profile. */
  dataRights?: Omit<DataRightsProps, 'describeNote'> | undefined;
}

/** A profile at /profile/{uuid} (002 §2 "Profiles"): the own one with its tabs, or another person's, read-only. */
export function ProfilePage(props: ProfilePageProps) {
  const { t } = useTranslation('people');
  const { view, retry } = useResourceLoad(() => props.calls.profile(props.uuid));
  if (view.status === 'loading') return <Loading />;
  if (view.status === 'loaded') return <Profile {...props} loaded={view.value} />;
  const message =
    view.status === 'failed'
      ? view.message
      : view.status === 'notFound' || view.status === 'forbidden'
        ? t('profile.notFound')
        : '';
  return (
    <Page data-testid="profile-page" data-state={view.status}>
      <PageTitle page={t('profile.title')} />
      <h1>{t('profile.title')}</h1>
      <Alert tone={view.status === 'failed' ? 'error' : 'info'}>{message}</Alert>
      {view.status === 'failed' && view.canRetry ? (
        <div>
          <Button type="button" onClick={retry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}

function Profile({
  loaded,
  settings,
  calls,
  creditCalls,
  describeNote,
  chatPath,
  dataRights,
}: ProfilePageProps & { loaded: ProfileReply }) {
  const { t } = useTranslation('people');
  // The profile as last read: read again after an edit, keeping the tab in view.
  const [profile, setProfile] = useState(loaded);
  const tabs = profileTabs(profile.is_self, settings);
  const [tab, setTab] = useState<ProfileTab>('profile');
  const [emailing, setEmailing] = useState(false);
  const rules = nameRules(settings);
  const name = personName(profile, rules);
  const place = placeOf(profile);
  const eventZone = zoneOrUtc(settings.timezone);
  const timeZone = useDisplayZone(eventZone);
  const job = [profile.ContactTitle, profile.Company].filter(Boolean).join(', ');
  return (
    <Page data-testid="profile-page" data-state="loaded" data-self={profile.is_self}>
      <PageTitle page={name} />
      <Banner data-testid="profile-banner">
        <Avatar
          picture={profile.Picture}
          name={`${profile.Firstname} ${profile.Lastname}`}
          label={t('profile.picture', { name })}
          size={AVATARS.SIZES[0]}
        />
        <Who>
          <h1>
            {name}
            {rules.degrees && profile.ContactDegrees ? `, ${profile.ContactDegrees}` : ''}
          </h1>
          {job ? <p>{job}</p> : null}
          {place ? <Muted>{place}</Muted> : null}
          <PersonBadges person={profile} settings={settings} />
          {profile.can_email || (profile.can_chat && chatPath) ? (
            <Actions>
              {profile.can_email ? (
                <Button type="button" onClick={() => setEmailing(true)}>
                  {t('profile.sendEmail')}
                </Button>
              ) : null}
              {profile.can_chat && chatPath ? (
                <Link href={chatPath(profile.uuid)}>{t('profile.startChat')}</Link>
              ) : null}
            </Actions>
          ) : null}
        </Who>
      </Banner>
      {tabs.length > 1 ? (
        <TabList role="tablist" aria-label={t('profile.sections')}>
          {tabs.map((id) => (
            <Tab
              key={id}
              type="button"
              role="tab"
              id={`profile-tab-${id}`}
              aria-controls="profile-panel"
              $on={tab === id}
              aria-selected={tab === id}
              onClick={() => setTab(id)}
            >
              {t(PROFILE_TAB_KEYS[id])}
            </Tab>
          ))}
        </TabList>
      ) : null}
      <Panel
        {...(tabs.length > 1
          ? { role: 'tabpanel', id: 'profile-panel', 'aria-labelledby': `profile-tab-${tab}` }
          : {})}
        data-tab={tab}
      >
        {tab === 'profile' && (
          <>
            {profile.is_self && <ZoneSwitch eventZone={eventZone} />}
            <ProfileAbout profile={profile} />
            <ProfileSessions
              id="profile-presentations"
              title={t('profile.presentations')}
              sessions={profile.presentations}
              timeZone={timeZone}
            />
            <ProfileSessions
              id="profile-moderated"
              title={t('profile.moderated')}
              sessions={profile.moderated}
              timeZone={timeZone}
            />
            {profile.is_self && dataRights ? (
              <DataRightsSection {...dataRights} describeNote={describeNote} />
            ) : null}
          </>
        )}
        {tab === 'editProfile' && profile.own && (
          <EditProfileForm
            profile={profile}
            own={profile.own}
            hides={editHides(settings)}
            save={(request) => calls.edit(request)}
            uploadPhoto={(image) => calls.uploadPhoto(image)}
            onSaved={() => {
              calls.profile(profile.uuid).then(setProfile, () => {});
            }}
          />
        )}
        {tab === 'editBadge' && profile.own && (
          <EditBadgeForm
            profile={profile}
            initial={profile.own.badge_overwrite}
            settings={settings}
            save={(request) => calls.edit(request)}
          />
        )}
        {tab === 'notes' && <MyNotesTab describe={describeNote} />}
        {tab === 'generalNotes' && <GeneralNotesTab />}
        {tab === 'certificate' && (
          <CertificatesTab calls={creditCalls} title={settings.basic_certificate_config?.title} />
        )}
        {tab === 'transcript' && (
          <TranscriptTab calls={creditCalls} title={settings.transcript_config?.title} timeZone={timeZone} />
        )}
      </Panel>
      {profile.can_email ? (
        <SendEmailDialog
          open={emailing}
          name={[profile.Firstname, profile.Lastname].filter(Boolean).join(' ')}
          onClose={() => setEmailing(false)}
          send={(message) => calls.sendEmail(profile.uuid, message)}
        />
      ) : null}
    </Page>
  );
}
