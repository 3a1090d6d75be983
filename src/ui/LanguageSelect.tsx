import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGES } from '../../schemas/constants';
import { chooseLanguage, LANGUAGE_NAMES } from '../i18n';

const Select = styled.select`
  font: inherit;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('common.language')}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(e) => void chooseLanguage(i18n, e.target.value)}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </Select>
  );
}
