import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type VideoEmbed, videoEmbedOf } from './videoEmbed';

const Screen = styled.div`
  width: 100%;
  aspect-ratio: 16 / 9;
  background: #000;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  iframe, video { display: block; width: 100%; height: 100%; border: 0; }
`;

/**
 * Framed players get scripts and their own origin (they are other sites, so this gives them nothing of ours),
 * fullscreen and their links in a new tab; no top navigation, forms or downloads.
 */
const PLAYER_SANDBOX =
  'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';
const PLAYER_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

/** One video as `videoEmbedOf` decides: a known host's player, a file, or a link to the host's page. */
export function EmbeddedVideo({
  html,
  url,
  title,
  className,
}: {
  /** A host's embed code: only the addresses in it are read. */
  html?: string | undefined;
  url?: string | undefined;
  /** The video's name: the frame's title and the video's label. */
  title: string;
  className?: string;
}) {
  const embed: VideoEmbed | null = videoEmbedOf({ html, url });
  const { t } = useTranslation('exhibitors');
  if (!embed) return null;
  if (embed.kind === 'link') {
    return (
      <a href={embed.href} target="_blank" rel="noopener noreferrer" className={className} data-embed="link">
        {t('exhibitMedia.watchOn', { title, site: new URL(embed.href).hostname })}
      </a>
    );
  }
  return (
    <Screen className={className} data-embed={embed.kind}>
      {embed.kind === 'frame' ? (
        <iframe
          src={embed.src}
          title={title}
          sandbox={PLAYER_SANDBOX}
          allow={PLAYER_ALLOW}
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: exhibitors' clips come without caption tracks
        <video src={embed.src} controls preload="metadata" aria-label={title} />
      )}
    </Screen>
  );
}
