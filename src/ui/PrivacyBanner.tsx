import { useMachine } from '@xstate/react';
import { inspect } from '../browser/inspection';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { privacyConsentMachine } from '../../machines/privacyConsent';
import { type LocalizedText, textIn } from '../../schemas/localizedText';
import { Button } from './Button';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
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
    <Bar aria-label={t('privacy.accept')} data-state="shown">
      <span dir="auto">{textIn(text, i18n.language) ?? t('privacy.text')}</span>
      <Button type="button" $variant="secondary" onClick={() => send({ type: 'PRIVACY.ACCEPT' })}>
        {t('privacy.accept')}
      </Button>
    </Bar>
  );
}
