import styled from 'styled-components';
import { Link } from 'wouter';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';

/** The voting screens' shared layout: a page column and a grid of cards. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
`;
export const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;
/** A card of the grid: a panel as a list item. */
export const Card = styled(Panel).attrs({ as: 'li' })`
  h2 {
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
export const Saved = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
`;
/** A link that looks like a button ('Start Voting', 'Go Back'). */
export const ButtonLink = styled(Button).attrs({ as: Link })`
  align-self: flex-start;
  text-decoration: none;
`;
