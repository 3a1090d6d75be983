import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GAME } from '../../../schemas/constants';
import type { LeaderboardEntry, LeaderboardReply } from '../../../schemas/game';
import { Avatar } from '../../ui/Avatar';
import { SafeHtml } from '../../ui/SafeHtml';

const Board = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > p, > div > p { margin: 0; }
`;
const Podium = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(3, minmax(0, 1fr));
`;
const Step = styled.li<{ $first: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.small}px) {
    padding: ${({ theme }) => theme.space(2)};
    font-size: 0.875rem;
  }
  background: ${({ theme, $first }) => ($first ? theme.colors.primaryLight : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow-wrap: anywhere;
`;
const Place = styled.span`
  font-size: 1.25rem;
  font-weight: 700;
`;
const Ranked = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const Row = styled.li<{ $mine: boolean }>`
  display: grid;
  grid-template-columns: 2.5rem auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primaryLight : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow-wrap: anywhere;
`;
const Points = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

const nameOf = (e: LeaderboardEntry) => `${e.Firstname} ${e.Lastname}`.trim();

/**
 * The leaderboard (002 §2): the organisers' text, the first three on a podium, the others ranked from 4, and the
 * user's own place; 'Leaderboard is not available yet' while nobody has points.
 */
export function Leaderboard({
  board,
  intro,
  uuid,
}: {
  board: LeaderboardReply;
  intro?: string;
  uuid: string;
}) {
  const { t } = useTranslation('game');
  const podium = board.top.slice(0, GAME.PODIUM);
  const ranked = board.top.slice(GAME.PODIUM, GAME.LEADERBOARD_TOP);
  const you = (e: LeaderboardEntry) => (e.uuid === uuid ? ` ${t('game.you')}` : '');
  return (
    <Board data-testid="leaderboard">
      {intro ? <SafeHtml html={intro} /> : null}
      {board.top.length === 0 ? (
        <p>{t('game.leaderboardEmpty')}</p>
      ) : (
        <>
          <p>{t('game.leaderboardIntro')}</p>
          {board.me ? <p data-testid="my-rank">{t('game.myRank', { rank: board.me.rank })}</p> : null}
          <Podium aria-label={t('game.podium')}>
            {podium.map((e) => (
              <Step key={e.uuid} $first={e.rank === 1} data-testid="podium-place">
                <Place>{t('game.place', { rank: e.rank })}</Place>
                <Avatar picture={e.Picture} name={nameOf(e)} size={56} />
                <span>
                  {nameOf(e)}
                  {you(e)}
                </span>
                <Points>{t('game.points', { n: e.points })}</Points>
              </Step>
            ))}
          </Podium>
          {ranked.length > 0 ? (
            <Ranked aria-label={t('game.ranked')}>
              {ranked.map((e) => (
                <Row key={e.uuid} $mine={e.uuid === uuid} data-testid="ranked-row">
                  <Place>{e.rank}</Place>
                  <Avatar picture={e.Picture} name={nameOf(e)} size={40} />
                  <span>
                    {nameOf(e)}
                    {you(e)}
                  </span>
                  <Points>{t('game.points', { n: e.points })}</Points>
                </Row>
              ))}
            </Ranked>
          ) : null}
        </>
      )}
    </Board>
  );
}
