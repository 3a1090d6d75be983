import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/**
 * How a screen reaches support, as the shell decides it from the configuration: the Support modal (or the
 * vendor's chat widget) through `open`, an external support address, or nothing (hideNativeSupport).
 */
export type SupportAccess =
  | { readonly kind: 'modal'; readonly open: () => void }
  | { readonly kind: 'link'; readonly href: string };

const SupportContext = createContext<SupportAccess | null>(null);

export const SupportProvider = SupportContext.Provider;

/** A Support button for screens that offer one besides the sidebar's entry. */
export function SupportButton() {
  const { t } = useTranslation();
  const support = useContext(SupportContext);
  if (!support) return null;
  if (support.kind === 'link') {
    return (
      <Button as="a" $variant="secondary" href={support.href} target="_blank" rel="noopener noreferrer">
        {t('sidebar.support')}
      </Button>
    );
  }
  return (
    <Button type="button" $variant="secondary" onClick={support.open}>
      {t('sidebar.support')}
    </Button>
  );
}
