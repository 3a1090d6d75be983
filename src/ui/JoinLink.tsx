import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from './Button';

/**
 * The Join of a video room: a link to the room's address (or, for a meeting held elsewhere, to its external
 * address in a new tab) while the room may be entered, a disabled button ('Room Full', not yet) otherwise.
 */
export function JoinLink({
  href,
  external = false,
  enabled,
  children,
  ...rest
}: {
  href: string;
  external?: boolean;
  enabled: boolean;
  children: ReactNode;
  'aria-label'?: string;
  'data-participants'?: number;
}) {
  if (!enabled) {
    return (
      <Button type="button" disabled {...rest}>
        {children}
      </Button>
    );
  }
  return external ? (
    <Button as="a" href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </Button>
  ) : (
    <Button as={Link} href={href} {...rest}>
      {children}
    </Button>
  );
}
