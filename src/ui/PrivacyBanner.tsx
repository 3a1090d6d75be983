import { useMachine } from '@xstate/react';
import { inspect } from '../browser/inspection';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { privacyConsentMachine } from '../../machines/privacyConsent';
import { type LocalizedText, textIn } from '../../schemas/localizedText';
import { Button } from './Button';

/**
 * The last element of the page's frame. On a phone it is docked at the bottom of the screen (sticky: it stays
 * in view while the page scrolls, over the content's bottom edge, and still takes its own room at the end of the
 * page, so nothing stays hidden under it), clear of the home indicator and rounded corners (safe areas).
 */
const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.small}px) {
    position: sticky;
    inset-block-end: 0;
    z-index: 10;
    padding-block-end: calc(${({ theme }) => theme.space(4)} + env(safe-area-inset-bottom, 0px));
    padding-left: calc(${({ theme }) => theme.space(4)} + env(safe-area-inset-left, 0px));
    padding-right: calc(${({ theme }) => theme.space(4)} + env(safe-area-inset-right, 0px));
    box-shadow: 0 -4px 16px rgb(0 0 0 / 12%);
    span { flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; }
  }
`;

/** The privacy banner, shown until accepted (the privacyConsent machine); `remember` keeps the acceptance. */
export function PrivacyBanner({
  text,
  accepted,
  remember,
}: {
  /** The organiser's text (one, or one per language); the built-in text when there is none. */
  text: LocalizedText | null;
  accepted: boolean;
  remember: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [state, send] = useMachine(
    privacyConsentMachine.provide({ actions: { rememberConsent: () => remember() } }),
    { inspect, input: { accepted } },
  );
  if (!state.matches('shown')) return null;
  return (
    <Bar aria-label={t('privacy.label')} data-state="shown" data-privacy-banner>
      <span dir="auto">{textIn(text, i18n.language) ?? t('privacy.text')}</span>
      <Button type="button" $variant="secondary" onClick={() => send({ type: 'PRIVACY.ACCEPT' })}>
        {t('privacy.accept')}
      </Button>
    </Bar>
  );
}
