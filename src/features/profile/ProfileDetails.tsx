import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfileReply, ProfileSession } from '../../../schemas/profile';
import { formatRange } from '../../i18n/dates';
import { itemPath } from '../../program/itemPaths';
import { SafeHtml } from '../../ui/SafeHtml';
import { Link } from 'wouter';
import { ROLE_KEYS } from './profile.view';
import { Panel } from '../../ui/Panel';

export const Section = Panel;
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Card = styled.li<{ $locked: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $locked }) => ($locked ? theme.colors.background : theme.colors.surface)};
  h3 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
`;
const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  span {
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.8125rem;
  }
`;
const Locked = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;

/** Biography ('No biography added' when empty) and the answers to the event's custom fields. */
export function ProfileAbout({ profile }: { profile: ProfileReply }) {
  const { t } = useTranslation('people');
  return (
    <>
      {profile.Biography !== undefined && (
        <Section aria-labelledby="profile-biography">
          <h2 id="profile-biography">{t('profile.biography')}</h2>
          {profile.Biography.trim() ? (
            <SafeHtml html={profile.Biography} />
          ) : (
            <Muted>{t('profile.noBiography')}</Muted>
          )}
        </Section>
      )}
      {profile.custom_fields.length > 0 && (
        <Section aria-labelledby="profile-about">
          <h2 id="profile-about">{t('profile.about')}</h2>
          <Fields>
            {profile.custom_fields.map((f) => (
              <div key={f.label} style={{ display: 'contents' }}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </Fields>
        </Section>
      )}
    </>
  );
}

/** Presentations or moderated sessions as cards: tags, time, and a 'details' link, or the locked state. */
export function ProfileSessions({
  id,
  title,
  sessions,
  timeZone,
}: {
  id: string;
  title: string;
  sessions: readonly ProfileSession[];
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('people');
  if (sessions.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Cards>
        {sessions.map((s) => (
          <Card
            key={`${s.internal_type}-${s.ab_id ?? s.program_id ?? s.session_id}`}
            $locked={s.locked}
            data-locked={s.locked}
          >
            <h3>{s.title}</h3>
            <Tags>
              {s.roles.map((r) => (
                <span key={r}>{r === 'chair' && s.chair_type ? s.chair_type : t(ROLE_KEYS[r])}</span>
              ))}
            </Tags>
            {s.start_time_unix !== undefined && (
              <Muted>
                {formatRange(s.start_time_unix, s.end_time_unix ?? s.start_time_unix, {
                  language: i18n.language,
                  timeZone,
                })}
              </Muted>
            )}
            {s.locked ? (
              <Locked>
                <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    fill="currentColor"
                    d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z"
                  />
                </svg>{' '}
                {t('profile.locked')}
              </Locked>
            ) : (
              <Link href={itemPath(s)} aria-label={`${t('profile.details')}: ${s.title}`}>
                {t('profile.details')}
              </Link>
            )}
          </Card>
        ))}
      </Cards>
    </Section>
  );
}
