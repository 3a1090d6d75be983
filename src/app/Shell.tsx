import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { ThemeProvider } from 'styled-components';
import type { SignedInSession } from '../../machines/signIn';
import { LAYOUT } from '../../schemas/constants';
import { isOn, isSoftClosed } from '../../schemas/eventConfig';
import { useClient } from '../browser/clientContext';
import { applyAppOverrides } from '../i18n/overrides';
import { Button } from '../ui/Button';
import { LanguageSelect } from '../ui/LanguageSelect';
import { PrivacyBanner } from '../ui/PrivacyBanner';
import { type SupportAccess, SupportProvider } from '../ui/Support';
import { type SupportMessage, SupportModal } from '../ui/SupportModal';
import { InsideMainLandmark } from '../ui/landmarks';
import { eventTheme } from '../ui/theme';
import { RenderBoundary } from './errors';
import type { RelayLink } from '../realtime/appSocket';
import { RelayLinkContext } from '../realtime/relayLink';
import { ChatProvider, useUnreadChat } from '../chat/ChatProvider';
import { mayUseChat } from '../chat/chatRule';
import { reachableEntries } from './screens';
import { useSession } from './session';
import { ReminderHost } from './ReminderHost';
import { useMediaQuery } from '../ui/useMediaQuery';
import { useGameMenu } from './sidebar/gameMenu.live';
import { Sidebar, type SidebarVariant } from './sidebar/Sidebar';
import { type SidebarLink, sidebarEntries, withScheme, withSso } from './sidebar/sidebarEntries';
import { EventTitle } from '../ui/PageTitle';
import { readBrowserZoneInWorker } from '../myEvent/displayZone';

// The relay's client (socket.io) loads with the signed-in frame, not with the sign-in page.
const RealtimeLink = lazy(() => import('./RealtimeLink').then((m) => ({ default: m.RealtimeLink })));

const Frame = styled.div`
  min-height: 100%;
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
`;
/**
 * The first stop of the keyboard: hidden until focused, it jumps past the header and the menu. Focused, it takes
 * its own row above the header rather than lying over the header's buttons (WCAG 2.5.8 target size).
 */
const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  &:focus {
    position: static;
    align-self: flex-start;
    margin: ${({ theme }) => theme.space(2)};
  }
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${LAYOUT.HEADER_BANNER_HEIGHT_SMALL}px;
  padding-inline: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.headerText};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;
const Brand = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  img {
    display: block;
    height: ${LAYOUT.HEADER_BANNER_HEIGHT}px;
    max-width: 100%;
    object-fit: contain;
  }
  strong {
    font-size: 1.125rem;
  }
  @media (max-width: ${LAYOUT.BREAKPOINT_SMALL}px) {
    img {
      height: ${LAYOUT.HEADER_BANNER_HEIGHT_SMALL}px;
    }
  }
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;
/**
 * At least a window high: the footer starts below the first screen, so a screen whose content arrives in parts
 * (a lazy area, then its data) does not push a footer in view down the page.
 */
const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 100vh;
`;
const Content = styled.main`
  flex: 1;
  &:focus { outline: none; }
  min-width: 0;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    padding: ${({ theme }) => theme.space(3)};
  }
`;
const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.warningBg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;
const Footer = styled.footer`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The support widget of a chat vendor, when configured, is opened through this window event. */
export const SUPPORT_WIDGET_EVENT = 'conference:support-widget';

function SignedInShell({ session, children }: { session: SignedInSession; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { api, storage, address } = useClient();
  const { signOut } = useSession();
  const { settings, user } = session;
  const drawer = useMediaQuery(`(max-width: ${LAYOUT.BREAKPOINT_DRAWER - 1}px)`);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const gameMenu = useGameMenu(api, settings, user);
  const [relayLink, setRelayLink] = useState<RelayLink | null>(null);
  const unreadChat = useUnreadChat();

  useEffect(() => applyAppOverrides(i18n, settings.app_language_overwrite), [i18n, settings]);
  useEffect(readBrowserZoneInWorker, []);
  useEffect(() => {
    if (!drawer) setDrawerOpen(false);
  }, [drawer]);

  const entries = useMemo(
    () =>
      reachableEntries(
        sidebarEntries(settings, user, {
          softClosed: isSoftClosed(settings, Date.now()),
          archiveMode: isOn(settings.archive_mode),
          gameMenu,
          unreadChat,
        }),
      ),
    [settings, user, gameMenu, unreadChat],
  );
  const hidden = isOn(settings.hide_sidebar);
  const variant: SidebarVariant = drawer ? 'drawer' : collapsed ? 'mini' : 'full';
  const theme = useMemo(() => eventTheme(settings), [settings]);

  /**
   * A single-sign-on link opens in a new tab at once (so no pop-up blocker stops it), then goes to the third
   * party with a one-time token made for it; without one (the call failed) it opens the plain address.
   */
  const openSso = useCallback(
    (link: SidebarLink) => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      const go = (url: string) => (tab ? tab.location.replace(url) : window.location.assign(url));
      api
        .externalToken()
        .then(({ token }) => go(withSso(link.href, { token, uuid: user.uuid })))
        .catch(() => go(link.href));
    },
    [api, user.uuid],
  );

  const logClick = useCallback(
    (link: SidebarLink, label: string) => {
      void api
        .clientLog({
          action: 'click',
          module: 'public_program',
          screen: 'menu',
          title: label,
          title_id: link.id,
          target_type: link.targetType,
          target: link.logTarget ?? link.href,
        })
        .catch(() => undefined);
      // The game's custom menu click (000 §4): the server checks the entry is the event's own.
      if (link.gameItem && gameMenu)
        void api.gameAction({ kind: 'CUSTOM_MENU_CLICK', itemId: link.gameItem }).catch(() => undefined);
    },
    [api, gameMenu],
  );
  const openSupport = useCallback(() => {
    if (settings.chat_widget_key) {
      window.dispatchEvent(
        new CustomEvent(SUPPORT_WIDGET_EVENT, {
          detail: {
            key: settings.chat_widget_key,
            name: `${user.Firstname} ${user.Lastname}`.trim(),
            email: user.Email,
            ReviewID: user.ReviewID,
          },
        }),
      );
      return;
    }
    setSupportOpen(true);
  }, [settings, user]);
  const support = useMemo((): SupportAccess | null => {
    if (isOn(settings.hideNativeSupport)) return null;
    if (settings.externalSupportLink) return { kind: 'link', href: withScheme(settings.externalSupportLink) };
    return { kind: 'modal', open: openSupport };
  }, [settings, openSupport]);
  const sendSupport = async (m: SupportMessage) => {
    await api.support({
      Source: settings.source_hex,
      ...(address.urlid ? { confurlid: address.urlid } : {}),
      user_uuid: user.uuid,
      ...m,
    });
  };
  const limited = settings.limited_access_config;

  return (
    <ThemeProvider theme={theme}>
      <Frame data-sidebar={hidden ? 'hidden' : variant}>
        <SkipLink href="#main-content">{t('shell.skipToContent')}</SkipLink>
        <Header>
          {drawer && !hidden ? (
            <Button
              type="button"
              $variant="secondary"
              aria-expanded={drawerOpen}
              aria-controls="app-sidebar"
              onClick={() => setDrawerOpen((o) => !o)}
            >
              {t('sidebar.menu')}
            </Button>
          ) : null}
          {!drawer && !hidden && isOn(settings.collapsible_menu) ? (
            <Button
              type="button"
              $variant="secondary"
              aria-pressed={collapsed}
              aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
              onClick={() => setCollapsed((c) => !c)}
            >
              ☰
            </Button>
          ) : null}
          <Brand>
            {settings.header_banner ? (
              <img src={settings.header_banner} alt={settings.title ?? ''} />
            ) : (
              <strong>{settings.title}</strong>
            )}
          </Brand>
          <Actions>
            <LanguageSelect />
            <Button type="button" $variant="secondary" onClick={() => void signOut()}>
              {t('common.signOut')}
            </Button>
          </Actions>
        </Header>
        <Body>
          {!hidden && (!drawer || drawerOpen) ? (
            <Sidebar
              entries={entries}
              variant={variant}
              overrides={settings.sidebar_language_overwrite}
              onNavigate={logClick}
              onAction={(id) => (id === 'support' ? openSupport() : void signOut())}
              onClose={() => setDrawerOpen(false)}
              onOpenSso={openSso}
            />
          ) : null}
          <Content id="main-content" tabIndex={-1} data-testid="shell-content">
            {user.limited_access_attendee ? (
              <Notice role="note" data-testid="limited-access">
                <span>{limited?.message || t('shell.limitedAccess')}</span>
                {limited?.url ? (
                  <a href={limited.url} target="_blank" rel="noopener noreferrer">
                    {limited.button_text || t('shell.limitedAccessButton')}
                  </a>
                ) : null}
              </Notice>
            ) : null}
            <SupportProvider value={support}>
              <InsideMainLandmark.Provider value={true}>
                <EventTitle.Provider value={settings.title ?? ''}>
                  <RelayLinkContext.Provider value={relayLink}>
                    <RenderBoundary>{children}</RenderBoundary>
                  </RelayLinkContext.Provider>
                </EventTitle.Provider>
              </InsideMainLandmark.Provider>
            </SupportProvider>
          </Content>
        </Body>
        <ReminderHost session={session} />
        <Footer>{t('shell.footer', { year: new Date().getFullYear(), title: settings.title ?? '' })}</Footer>
        <PrivacyBanner
          text={settings.privacy_banner_text ?? null}
          accepted={storage.privacyAccepted()}
          remember={() => storage.acceptPrivacy()}
        />
        <SupportModal
          open={supportOpen}
          onClose={() => setSupportOpen(false)}
          send={sendSupport}
          initial={{ name: `${user.Firstname} ${user.Lastname}`.trim(), email: user.Email }}
        />
      </Frame>
      <Suspense fallback={null}>
        <RealtimeLink onLink={setRelayLink} />
      </Suspense>
    </ThemeProvider>
  );
}

/**
 * The signed-in frame (000 §2): header (banner or title, Menu button on small screens), sidebar (full, mini or
 * drawer below 992 px; hidden by hide_sidebar), footer, privacy banner, the limited-access notice, the Support
 * modal, the event's colours as the theme, and the tab's link to the relay.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (!session) return <>{children}</>;
  return (
    <ChatProvider
      me={session.user.uuid}
      token={session.token}
      enabled={mayUseChat(session.settings, session.user)}
    >
      <SignedInShell session={session}>{children}</SignedInShell>
    </ChatProvider>
  );
}
