import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOUNGE } from '../../../schemas/constants';
import type { PresenceMember } from '../../../schemas/relay';
import type { PresenceCounts } from '../../realtime/presenceCounts';
import { presenceMembers } from '../../realtime/presenceRoom';
import { Avatar } from '../../ui/Avatar';

const Row = styled.ul`
  display: flex;
  align-items: center;
  list-style: none;
  margin: 0;
  padding: 0;
  li + li { margin-inline-start: -8px; }
  svg, img { border: 2px solid ${({ theme }) => theme.colors.surface}; border-radius: 50%; }
`;
const More = styled.li`
  margin-inline-start: ${({ theme }) => theme.space(2)} !important;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const nameOf = (m: PresenceMember) => [m.firstName, m.lastName].filter(Boolean).join(' ') || '?';

/**
 * Who is in a room (001 §2): up to 5 avatars, and '+N' (those not shown) when more than 6 are in it. The list
 * is asked again whenever the room's count changes.
 */
export function RoomMembers({
  counts,
  room,
  count,
}: {
  counts: PresenceCounts | null;
  room: string;
  count: number;
}) {
  const { t } = useTranslation('lounges');
  const [members, setMembers] = useState<PresenceMember[]>([]);
  useEffect(() => {
    let current = true;
    if (!counts || count === 0) {
      setMembers([]);
      return;
    }
    void presenceMembers(counts, room, LOUNGE.AVATARS_VISIBLE).then((list) => {
      if (current) setMembers(list);
    });
    return () => {
      current = false;
    };
  }, [counts, room, count]);
  const hidden = count - LOUNGE.AVATARS_VISIBLE;
  if (members.length === 0) return null;
  return (
    <Row aria-label={t('lounges.inRoom')}>
      {members.slice(0, LOUNGE.AVATARS_VISIBLE).map((m) => (
        <li key={m.uuid}>
          <Avatar picture={m.picture ?? null} name={nameOf(m)} label={nameOf(m)} size={32} />
        </li>
      ))}
      {count > LOUNGE.AVATARS_OVERFLOW_FROM && <More>{t('lounges.more', { count: hidden })}</More>}
    </Row>
  );
}
