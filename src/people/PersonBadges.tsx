import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BADGES } from '../../schemas/constants';
import type { EventConfig } from '../../schemas/eventConfig';
import { shownBadges } from './badges';

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const BadgeChip = styled.li<{ $color: string }>`
  padding: 2px ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: ${BADGES.BORDER_PX}px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  font-size: 0.875rem;
`;

/** A person's badges (002 §5 badge display, §9: at most 4, a 5 px border in the badge's colour). */
export function PersonBadges({
  person,
  settings,
  label,
}: {
  person: { readonly badges: readonly number[]; readonly nonattendee_author: boolean };
  settings: Pick<EventConfig, 'attendee_badges' | 'disable_user_badges'>;
  /** The list's accessible name ('Badges' by default). */
  label?: string;
}) {
  const { t } = useTranslation('people');
  return (
    <Badges aria-label={label ?? t('profile.badges')}>
      {shownBadges(person, settings).map((b) => (
        <BadgeChip key={b.id ?? 'default'} $color={b.color}>
          {b.labelKey ? t(b.labelKey) : b.label}
        </BadgeChip>
      ))}
    </Badges>
  );
}
