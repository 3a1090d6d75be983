import type { ReactNode } from 'react';
import type { SocialLink } from '../../schemas/exhibitor';

export type SocialNetwork = (typeof SocialLink.Type)['type'];

/** A 24 px badge in the network's colour with its mark in white; its name is what the `title` says. */
function Badge({ title, color, children }: { title: string; color: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" role="img" aria-label={title} focusable="false">
      <rect width="24" height="24" rx="5" fill={color} />
      <g fill="#fff">{children}</g>
    </svg>
  );
}

type Icon = (props: { title: string }) => ReactNode;

export const FacebookIcon: Icon = ({ title }) => (
  <Badge title={title} color="#1877f2">
    <path d="M13.4 21v-7.2h2.4l.4-2.9h-2.8V9.1c0-.8.3-1.4 1.4-1.4h1.5V5.1c-.3 0-1.2-.1-2.2-.1-2.2 0-3.6 1.3-3.6 3.7v2.2H8.1v2.9h2.4V21z" />
  </Badge>
);

export const InstagramIcon: Icon = ({ title }) => (
  <Badge title={title} color="#c13584">
    <path d="M8.5 4.5h7a4 4 0 0 1 4 4v7a4 4 0 0 1-4 4h-7a4 4 0 0 1-4-4v-7a4 4 0 0 1 4-4zm0 1.6a2.4 2.4 0 0 0-2.4 2.4v7a2.4 2.4 0 0 0 2.4 2.4h7a2.4 2.4 0 0 0 2.4-2.4v-7a2.4 2.4 0 0 0-2.4-2.4z" />
    <path d="M12 8.2a3.8 3.8 0 1 1 0 7.6 3.8 3.8 0 0 1 0-7.6zm0 1.6a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4z" />
    <circle cx="16.3" cy="7.7" r="1" />
  </Badge>
);

export const LinkedinIcon: Icon = ({ title }) => (
  <Badge title={title} color="#0a66c2">
    <circle cx="7.2" cy="7.2" r="1.7" />
    <rect x="5.7" y="10" width="3" height="9" />
    <path d="M10.6 10h2.9v1.3c.4-.8 1.5-1.5 3-1.5 3 0 3.5 1.9 3.5 4.4V19h-3v-4.2c0-1 0-2.3-1.4-2.3s-1.7 1.1-1.7 2.2V19h-3z" />
  </Badge>
);

export const YoutubeIcon: Icon = ({ title }) => (
  <Badge title={title} color="#d10000">
    <path d="M9.75 8.25v7.5L16.25 12z" />
  </Badge>
);

export const TwitterIcon: Icon = ({ title }) => (
  <Badge title={title} color="#000">
    <path d="M16.6 5h2.3l-5 5.8L19.8 19h-4.6l-3.6-4.8L7.4 19H5.1l5.4-6.2L4.9 5h4.7l3.3 4.4zm-.8 12.6h1.3L8.9 6.3H7.5z" />
  </Badge>
);

export const PinterestIcon: Icon = ({ title }) => (
  <Badge title={title} color="#bd081c">
    <path d="M12.3 4C8 4 5.8 7 5.8 9.6c0 1.6.6 3 1.9 3.5.2.1.4 0 .5-.2l.2-.8c.1-.2 0-.3-.1-.5-.4-.5-.7-1.1-.7-2 0-2.6 1.9-4.9 5-4.9 2.7 0 4.2 1.7 4.2 3.9 0 2.9-1.3 5.4-3.2 5.4-1.1 0-1.9-.9-1.6-2 .3-1.3.9-2.7.9-3.6 0-.8-.4-1.5-1.4-1.5-1.1 0-1.9 1.1-1.9 2.6 0 .9.3 1.6.3 1.6l-1.3 5.4c-.3 1.3-.1 3.2.1 4.5h.4c.6-.9 1.4-2.3 1.7-3.3l.6-2.3c.3.6 1.2 1.1 2.2 1.1 2.9 0 4.9-2.7 4.9-6.3C19.4 6.6 16.5 4 12.3 4z" />
  </Badge>
);

const ICONS: Record<SocialNetwork, Icon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
  twitter: TwitterIcon,
  pinterest: PinterestIcon,
};

/** The networks' own names (brands, the same in every language). */
export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  pinterest: 'Pinterest',
};

/** The mark of a social network (002 §2 "social icons"), named by `title`. */
export function SocialIcon({ network, title }: { network: SocialNetwork; title: string }) {
  const Mark = ICONS[network];
  return <Mark title={title} />;
}
