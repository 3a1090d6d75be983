import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { Attendee } from '../../../schemas/program';
import { badgeName } from '../../people/badges';
import { type NameRules, personName, placeOf } from '../../people/names';
import { PersonBadges } from '../../people/PersonBadges';
import { Avatar } from '../../ui/Avatar';

/** The card's height: the directory's rows are this high. */
export const CARD_HEIGHT = 236;
export const CARD_MIN_WIDTH = 250;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  height: ${CARD_HEIGHT}px;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  overflow: hidden;
  &:hover, &:focus-within { box-shadow: 0 2px 10px rgb(0 0 0 / 12%); }
  p { margin: 0; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .name { margin-top: ${({ theme }) => theme.space(2)}; font-size: 1.125rem; font-weight: 700; line-height: 1.3; }
  .name a { color: ${({ theme }) => theme.colors.text}; text-decoration: none; }
  /* The whole card opens the profile; the name is the link's text. */
  .name a::after { content: ''; position: absolute; inset: 0; }
  .name a:focus-visible { outline: none; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
  .muted { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  ul { justify-content: center; margin-top: auto; max-height: 56px; overflow: hidden; }
`;

/**
 * An attendee's badge card (002 §3, §9): picture or initials, the name as printed on the badge (badge_overwrite),
 * title, company, place and badges (at most 4); it opens /profile/{uuid}.
 */
export function AttendeeCard({
  person,
  settings,
  rules,
  href,
}: {
  person: Attendee;
  settings: Pick<EventConfig, 'attendee_badges' | 'disable_user_badges'>;
  rules: NameRules;
  href: string;
}) {
  const { t } = useTranslation('people');
  const printed = { ...person, ...badgeName(person) };
  const name = personName(printed, rules);
  const job = [person.ContactTitle, person.Company].filter(Boolean).join(', ');
  const place = placeOf(person);
  return (
    <Card data-testid="attendee-card" data-uuid={person.uuid}>
      <Avatar picture={person.Picture} name={`${printed.Firstname} ${printed.Lastname}`} size={64} />
      <p className="name">
        <Link href={href}>{name}</Link>
      </p>
      {rules.degrees && person.ContactDegrees ? <p className="muted">{person.ContactDegrees}</p> : null}
      {job ? <p>{job}</p> : null}
      {place ? <p className="muted">{place}</p> : null}
      <PersonBadges person={person} settings={settings} label={t('participants.badgesOf', { name })} />
    </Card>
  );
}
