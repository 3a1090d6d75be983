import { useMachine } from '@xstate/react';
import { inspect } from '../../browser/inspection';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useSearch } from 'wouter';
import type { Field as FieldName, SignedInSession } from '../../../machines/signIn';
import { signInView } from '../../../machines/signIn.view';
import { useClient } from '../../browser/clientContext';
import { AdRotator } from '../../ui/AdRotator';
import { startingAt } from '../../../schemas/ads';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { PrivacyBanner } from '../../ui/PrivacyBanner';
import { AppDisabledPage, StatusPage } from '../../ui/StatusPage';
import { SupportModal } from '../../ui/SupportModal';
import { LoadFailed } from './LoadFailed';
import { liveSignIn } from './signIn.live';
import { PageTitle } from '../../ui/PageTitle';
import { type LocalizedText, textIn } from '../../../schemas/localizedText';

const Page = styled.div`
  min-height: 100%;
  display: flex;
  flex-direction: column;
`;
const Top = styled.header`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;
const Body = styled.main`
  flex: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(4)};
`;
const Card = styled.section`
  width: min(420px, 100%);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.08);
  padding: ${({ theme }) => theme.space(8)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h1 { margin: 0; font-size: 1.5rem; }
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;
/**
 * The logo's room is kept while it loads (the settings do not give its size), so the form below it does not
 * move when it arrives: at most 80 px high, centred, never enlarged.
 */
const Logo = styled.img`
  display: block;
  width: 100%;
  height: 80px;
  object-fit: scale-down;
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
const Links = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;
const Ads = styled.div`
  width: min(360px, 100%);
`;

const LABELS: Record<FieldName, string> = {
  email: 'signIn.email',
  password: 'signIn.password',
  username: 'signIn.username',
};
const AUTOCOMPLETE: Record<FieldName, string> = {
  email: 'email',
  password: 'current-password',
  username: 'username',
};

/** Adds https:// to a link written without a scheme (000 §5). */
export const withScheme = (url: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') ? url : `https://${url}`;

/**
 * The sign-in and sign-up page (000 §2): renders the signIn machine's view and sends it the user's actions;
 * `onSignedIn` receives the session once settings and the contact card are loaded and the login is stored.
 */
export function SignInPage({
  mode,
  onSignedIn,
}: {
  mode: 'signIn' | 'signUp';
  onSignedIn: (session: SignedInSession) => void;
}) {
  const { t, i18n } = useTranslation();
  const local = (text: LocalizedText | null) => textIn(text, i18n.language);
  const { api, storage, address } = useClient();
  const search = useSearch();
  // The account was just deleted (src/app/ProfileArea.tsx): the page says so.
  const accountDeleted = new URLSearchParams(search).get('account') === 'deleted';
  const logic = useMemo(() => liveSignIn(api, storage), [api, storage]);
  // Each load of the page starts at the next ad (001 §4 'Ads rotate by a cookie counter').
  const [adTurn] = useState(() => storage.nextAdTurn('signin'));
  // The machine reads its input once, when the page opens.
  const [input] = useState(() => {
    const q = new URLSearchParams(search);
    const token = q.get('token');
    const uuid = q.get('uuid');
    const sso = token && uuid ? { token, uuid } : null;
    const stored = sso ? null : storage.readLogin();
    return { mode: stored ? ('restore' as const) : mode, urlid: address.urlid, sso, stored };
  });
  const [snapshot, send] = useMachine(logic, { inspect, input });
  const view = signInView(snapshot);

  useEffect(() => {
    if (view.page === 'signedIn' && view.session) onSignedIn(view.session);
  }, [view.page, view.session, onSignedIn]);

  // The address decides between the two forms; the machine follows it.
  useEffect(() => {
    if (mode === 'signUp' && view.can.toSignUp) send({ type: 'MODE.SIGN_UP' });
    if (mode === 'signIn' && view.can.toSignIn) send({ type: 'MODE.SIGN_IN' });
  }, [mode, view.can.toSignUp, view.can.toSignIn, send]);

  if (view.page === 'restoring' || view.page === 'loading' || view.page === 'signedIn') {
    return (
      <StatusPage state={view.state}>
        <p role="status">{t('common.loading')}</p>
      </StatusPage>
    );
  }
  if (view.page === 'appDisabled') {
    return <AppDisabledPage state={view.state} contact={view.appDisabledContact} />;
  }
  if (view.page === 'loadFailed') {
    return <LoadFailed state={view.state} error={view.loadError} onRetry={() => send({ type: 'RETRY' })} />;
  }

  const signUp = view.page === 'signUp';
  const busy = view.busy !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <Page data-state={view.state}>
      <Top>
        <LanguageSelect />
      </Top>
      <Body>
        <Card aria-labelledby="signin-heading">
          {view.logo ? <Logo src={view.logo} alt={view.title ?? ''} /> : null}
          {view.title ? <Muted>{view.title}</Muted> : null}
          {view.page === 'magicLinkSent' ? (
            <>
              <PageTitle page={t('signIn.checkEmail')} event={view.title ?? ''} />
              <h1 id="signin-heading">{t('signIn.checkEmail')}</h1>
              <Alert tone="info">{view.notice}</Alert>
              <Button type="button" $variant="secondary" onClick={() => send({ type: 'BACK' })}>
                {t('signIn.backToSignIn')}
              </Button>
            </>
          ) : (
            <>
              <PageTitle page={signUp ? t('signUp.heading') : t('signIn.heading')} event={view.title ?? ''} />
              <h1 id="signin-heading">{signUp ? t('signUp.heading') : t('signIn.heading')}</h1>
              {local(view.helpText) && !signUp ? <Muted dir="auto">{local(view.helpText)}</Muted> : null}
              {accountDeleted && !signUp ? <Alert tone="info">{t('dataRights.deletedNotice')}</Alert> : null}
              {view.failure ? (
                <Alert tone="error" title={signUp ? t('signUp.failed') : t('signIn.loginFailed')}>
                  {view.failure.messageKey ? t(view.failure.messageKey) : view.failure.message}
                </Alert>
              ) : null}
              <Form noValidate onSubmit={submit} aria-busy={busy}>
                {view.fields.map((f) => (
                  <Field
                    key={f}
                    name={f}
                    label={t(LABELS[f])}
                    type={f === 'password' ? 'password' : f === 'email' ? 'email' : 'text'}
                    autoComplete={f === 'password' && signUp ? 'new-password' : AUTOCOMPLETE[f]}
                    value={view.values[f]}
                    error={view.errors[f] ? t(view.errors[f]) : undefined}
                    onChange={(value) => send({ type: 'FIELD.CHANGE', field: f, value })}
                  />
                ))}
                <Button type="submit" disabled={busy}>
                  {signUp ? t('signUp.submit') : t('signIn.submit')}
                </Button>
                {view.magicLink ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={busy}
                    onClick={() => send({ type: 'MAGIC_LINK.REQUEST' })}
                  >
                    <bdi>{local(view.magicLink.text) ?? t('signIn.magicLink')}</bdi>
                  </Button>
                ) : null}
                {view.busy ? (
                  <Muted role="status">
                    {t(
                      view.busy === 'sendingLink'
                        ? 'signIn.sendingLink'
                        : view.busy === 'signingUp'
                          ? 'signUp.signingUp'
                          : 'signIn.signingIn',
                    )}
                  </Muted>
                ) : null}
              </Form>
              <Links>
                {view.findAccount && !signUp ? (
                  <a
                    href={withScheme(view.findAccount.url)}
                    target="_blank"
                    rel="noopener noreferrer"
                    dir="auto"
                  >
                    {local(view.findAccount.text) ?? t('signIn.findAccount')}
                  </a>
                ) : null}
                {view.callsToAction.map((cta) => (
                  <a
                    key={cta.url}
                    href={withScheme(cta.url)}
                    target="_blank"
                    rel="noopener noreferrer"
                    dir="auto"
                  >
                    {local(cta.label)}
                  </a>
                ))}
                {signUp ? (
                  <span>
                    {t('signUp.haveAccount')} <Link href="/signin">{t('signUp.toSignIn')}</Link>
                  </span>
                ) : (
                  <span>
                    {t('signIn.noAccount')} <Link href="/signup">{t('signIn.toSignUp')}</Link>
                  </span>
                )}
                {view.support.enabled ? (
                  <Button
                    type="button"
                    $variant="link"
                    aria-expanded={view.support.open}
                    onClick={() => send({ type: 'SUPPORT.TOGGLE' })}
                  >
                    {t('signIn.support')}
                  </Button>
                ) : null}
              </Links>
            </>
          )}
        </Card>
        {view.ads.length > 0 ? (
          <Ads>
            <AdRotator ads={startingAt(view.ads, adTurn)} interval={view.adRotationMs} />
          </Ads>
        ) : null}
      </Body>
      <SupportModal
        open={view.support.open}
        onClose={() => send({ type: 'SUPPORT.TOGGLE' })}
        send={async (m) => {
          await api.support({
            Source: view.support.sourceHex ?? '',
            ...(address.urlid ? { confurlid: address.urlid } : {}),
            ...m,
          });
        }}
      />
      <PrivacyBanner
        text={view.privacyText}
        accepted={storage.privacyAccepted()}
        remember={storage.acceptPrivacy}
      />
    </Page>
  );
}
