import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { ListedItem } from '../../../schemas/program';

/**
 * A program item's link: a real `<a href>` (a new tab, a copied address, a screen reader's "link"), routed in
 * the app on a plain click. `onFollow` sees a plain click first and may keep it here (a privacy warning to
 * accept) with `preventDefault()`.
 */
export function ItemLink({
  item,
  href,
  onFollow,
  stretched = false,
  children,
}: {
  item: ListedItem;
  href: string;
  onFollow?: ((item: ListedItem, event: MouseEvent) => void) | undefined;
  /** Covers its card, so that a click anywhere on the card follows it (the card's buttons stay above). */
  stretched?: boolean;
  children: ReactNode;
}) {
  return (
    <Anchor href={href} $stretched={stretched} onClick={(e: MouseEvent) => onFollow?.(item, e)}>
      {children}
    </Anchor>
  );
}

const Anchor = styled(Link)<{ $stretched: boolean }>`
  color: inherit;
  text-decoration: none;
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
  ${({ $stretched }) =>
    $stretched ? `&::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }` : ''}
`;
