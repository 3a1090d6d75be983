import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n';
import styled, { ThemeProvider } from 'styled-components';
import type { SignedInUser } from '../../schemas/user';
import { type EventConfig, isOn } from '../../schemas/eventConfig';
import { textIn } from '../../schemas/localizedText';
import { Button } from '../ui/Button';
import { eventTheme } from '../ui/theme';
import { Sidebar } from './sidebar/Sidebar';
import { type SidebarUser, sidebarEntries } from './sidebar/sidebarEntries';

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  h3 { margin: 0; font-size: 0.875rem; color: ${({ theme }) => theme.colors.muted}; }
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.headerText};
  border-radius: ${({ theme }) => theme.radius};
  img { max-height: 40px; max-width: 100%; }
`;
const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  img { max-height: 64px; max-width: 100%; align-self: flex-start; }
  strong { font-size: 1.25rem; }
  .box { border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}; padding: ${({ theme }) => theme.space(2)}; color: ${({ theme }) => theme.colors.muted}; }
  .link { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
`;
const Menu = styled.div`
  max-height: 360px;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
`;

const NO_FLAGS = { softClosed: false, archiveMode: false, gameMenu: true, unreadChat: 0 };
const ignore = () => {};

/**
 * The draft settings as attendees would see them, drawn with the event's theme: the header, the sign-in card
 * (logo, title, the ways to sign in) and the real sidebar of the admin. The preview is inert: nothing in it
 * can be focused or clicked, and assistive technology skips it (the form says the same).
 */
export function SettingsPreview({
  draft,
  user,
}: {
  draft: Readonly<Record<string, unknown>>;
  user: SignedInUser;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const config = draft as EventConfig;
  const theme = useMemo(() => eventTheme(config), [config]);
  const entries = useMemo(() => {
    try {
      return sidebarEntries(config, user as SidebarUser, NO_FLAGS);
    } catch {
      // A draft still being typed may not make a menu yet; the form names what is wrong.
      return [];
    }
  }, [config, user]);
  const login = config.login_form;
  const password = login?.password === undefined || isOn(login.password);
  const title = typeof config.title === 'string' ? config.title : '';
  return (
    <ThemeProvider theme={theme}>
      <Frame inert data-testid="settings-preview-frame" style={{ borderColor: theme.colors.primary }}>
        <h3>{t('settingsEditor.previewHeader')}</h3>
        <Header data-testid="preview-header">
          {typeof config.header_banner === 'string' && config.header_banner ? (
            <img src={config.header_banner} alt="" />
          ) : (
            <strong>{title}</strong>
          )}
        </Header>
        <h3>{t('settingsEditor.previewSignIn')}</h3>
        <Card data-testid="preview-sign-in">
          {typeof login?.logo === 'string' && login.logo ? <img src={login.logo} alt="" /> : null}
          <strong data-testid="preview-title">{title}</strong>
          {login?.help_text ? <span>{textIn(login.help_text, i18n.language)}</span> : null}
          <span className="box">{t('signIn.email')}</span>
          {password ? <span className="box">{t('signIn.password')}</span> : null}
          <Button type="button" tabIndex={-1} data-testid="preview-button">
            {t('signIn.submit')}
          </Button>
          {isOn(login?.magicLink) ? <span className="link">{t('signIn.magicLink')}</span> : null}
        </Card>
        <h3>{t('settingsEditor.previewSidebar')}</h3>
        <Menu data-testid="preview-sidebar">
          <Sidebar
            entries={entries}
            variant="full"
            overrides={config.sidebar_language_overwrite}
            onNavigate={ignore}
            onAction={ignore}
          />
        </Menu>
      </Frame>
    </ThemeProvider>
  );
}
