import styled from 'styled-components';

/** The page around a video room (a session's office hours or breakout room, a booth's room). */
export const RoomPageLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  > section {
    padding: 0;
  }
`;

/** The bar above a video room: the way back, and how many are in the room. */
export const RoomBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: baseline;
  justify-content: space-between;
`;
