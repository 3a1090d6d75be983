import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { BadgeName, ProfileEditRequest, ProfileReply } from '../../../schemas/profile';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { PersonBadges } from '../../people/PersonBadges';
import { Muted, Section } from './ProfileDetails';
import { SaveNotices } from './SaveNotices';

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  form { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(3)}; flex: 1 1 240px; }
`;
const Preview = styled.figure`
  flex: 0 1 280px;
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  figcaption { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  .first { font-size: 1.75rem; font-weight: 700; overflow-wrap: anywhere; }
  .last { font-size: 1.25rem; overflow-wrap: anywhere; }
`;

/**
 * Edit Badge (002 §2, §5): the name printed on the badge (badge_overwrite replaces Firstname and Lastname there),
 * with a live preview; 'Update' ('Saving...') saves only the badge name.
 */
export function EditBadgeForm({
  profile,
  initial,
  settings,
  save,
}: {
  profile: ProfileReply;
  initial: BadgeName | null;
  settings: EventConfig;
  save: (request: ProfileEditRequest) => Promise<{ message: string }>;
}) {
  const { t } = useTranslation('people');
  const [name, setName] = useState<BadgeName>(initial ?? { Firstname: '', Lastname: '' });
  const [message, setMessage] = useState('');
  const [round, setRound] = useState(0);
  const submission = useFormSubmission(async (badge: BadgeName) => {
    setMessage((await save({ badge_overwrite: badge })).message);
  });
  const { view } = submission;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!view.canSubmit) return;
    setRound((n) => n + 1);
    submission.submit({ Firstname: name.Firstname.trim(), Lastname: name.Lastname.trim() });
  };
  // Each part left empty prints the profile's own.
  const shown = {
    Firstname: name.Firstname.trim() || profile.Firstname,
    Lastname: name.Lastname.trim() || profile.Lastname,
  };
  return (
    <Section aria-labelledby="profile-badge" data-testid="edit-badge">
      <h2 id="profile-badge">{t('profile.editBadge')}</h2>
      <Layout>
        <form noValidate onSubmit={submit} data-state={view.state}>
          <SaveNotices view={view} message={message} round={round} />
          <Muted>{t('profile.badgeHint')}</Muted>
          <Field
            label={t('profile.badgeFirstName')}
            name="badge-firstname"
            value={name.Firstname}
            onChange={(v) => setName((n) => ({ ...n, Firstname: v }))}
          />
          <Field
            label={t('profile.badgeLastName')}
            name="badge-lastname"
            value={name.Lastname}
            onChange={(v) => setName((n) => ({ ...n, Lastname: v }))}
          />
          <div>
            <Button type="submit" disabled={view.sending}>
              {view.sending ? t('profile.saving') : t('profile.update')}
            </Button>
          </div>
        </form>
        <Preview data-testid="badge-preview">
          <span className="first">{shown.Firstname}</span>
          <span className="last">{shown.Lastname}</span>
          {profile.Company ? <span>{profile.Company}</span> : null}
          <PersonBadges person={profile} settings={settings} />
          <figcaption>{t('profile.badgePreview')}</figcaption>
        </Preview>
      </Layout>
    </Section>
  );
}
