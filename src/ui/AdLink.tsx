import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Where an ad leads: another site opens in a new tab; an address of this app opens in place. */
export function adTarget(
  url: string,
  origin = globalThis.location?.origin ?? '',
): { external: boolean; site: string } {
  try {
    const to = new URL(url, origin || undefined);
    return { external: to.origin !== origin, site: to.host || url };
  } catch {
    return { external: true, site: url };
  }
}

/** An ad's link, named for the reader by where it goes (the ad's image says nothing to them). */
export function AdLink({ url, onOpen, children }: { url: string; onOpen?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const { external, site } = adTarget(url);
  return (
    <a
      href={url}
      aria-label={t(external ? 'ads.opensSite' : 'ads.goesTo', { site })}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={onOpen}
      onAuxClick={onOpen}
    >
      {children}
    </a>
  );
}
