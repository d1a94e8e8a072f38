import { useId, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useConfig, useServices } from '@/features/shared/services';
import { useTakingLong } from '@/features/shared/useTakingLong';
import { DemoAccounts } from '@/ui/DemoAccounts';
import { i18n, useTranslation } from '@/ui/i18n';
import { SignInFields } from '@/ui/SignInFields';
import { useOnline } from '@/ui/useOnline';
import { useSignInForm } from '@/ui/useSignInForm';
import { checkingMessage, SLOW_ACCESS_CHECK_MS } from './checkingMessage';
import { messageOf, useSession } from './SessionProvider';
import './login.css';

/**
 * The answer to "Forgot password?", the same whether or not an account uses the address: the
 * form must not tell anyone which accounts exist (Firebase's email-enumeration protection
 * answers alike too).
 */
function resetSentMessage(email: string, demo: boolean): string {
  return demo ? i18n.t('login.resetSentDemo', { email }) : i18n.t('login.resetSent', { email });
}

/** The address named by the page's `?email=`, or ''. */
function emailOf(search: string): string {
  return new URLSearchParams(search).get('email')?.trim() ?? '';
}

/** The address does not change while the page is shown: nothing to listen to. */
const noSubscription = () => () => undefined;

interface LocationState {
  from?: string;
}

type ResetNotice = { kind: 'success' | 'error'; text: string } | null;

/** Where the guard was sending the user before it redirected here; only app paths. */
function intendedPath(state: unknown): string {
  const from = (state as LocationState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : PATHS.order;
}

export function LoginPage() {
  const { state, loginNotice, keptChanges, clearLoginNotice, signIn, sendPasswordReset } =
    useSession();
  const { sampleData } = useServices();
  const config = useConfig();
  const online = useOnline();
  const location = useLocation();
  const { t } = useTranslation();
  // An invited driver's link (the demo's, docs/team.md#invite) names their email: the field
  // shows it until something is typed. Read after hydration (the server snapshot is empty), so
  // the prerendered form (login.html) hydrates as it was built.
  const invitedEmail = useSyncExternalStore(
    noSubscription,
    () => emailOf(location.search),
    () => '',
  );
  const [resetting, setResetting] = useState(false);
  const [resetNotice, setResetNotice] = useState<ResetNotice>(null);
  const form = useSignInForm({
    signIn,
    errorText: messageOf,
    onAttempt: () => {
      clearLoginNotice();
      setResetNotice(null);
    },
    suggestedEmail: invitedEmail,
  });
  const { email, password, formError, setFormError } = form;
  const errorId = useId();
  const slowCheck = useTakingLong(state.status === 'checking', SLOW_ACCESS_CHECK_MS);

  if (state.status === 'ready') return <Navigate to={intendedPath(location.state)} replace />;

  const checking = state.status === 'checking';
  const busy = form.submitting || checking;

  async function onForgotPassword() {
    clearLoginNotice();
    setFormError(null);
    if (email.trim() === '') {
      setResetNotice({
        kind: 'error',
        text: t('login.enterEmailForReset'),
      });
      return;
    }
    setResetting(true);
    setResetNotice(null);
    try {
      await sendPasswordReset(email.trim());
      setResetNotice({
        kind: 'success',
        text: resetSentMessage(email.trim(), sampleData !== null),
      });
    } catch (error) {
      setResetNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setResetting(false);
    }
  }

  // The form's own error (this attempt) before what ended the last session.
  const denied = formError === null && loginNotice?.kind === 'refused';
  const error =
    formError ??
    (loginNotice?.kind === 'check-failed'
      ? t('login.accessCheckFailed', { reason: loginNotice.message })
      : null);

  return (
    <main className="login">
      <div className="login__card">
        <img className="login__logo" src="/logo.svg" alt="" width={72} height={72} />
        <h1 className="login__title">{t('app.name')}</h1>
        <p className="login__subtitle">{t('login.subtitle')}</p>
        {config.mode === 'demo' && <p className="badge badge--demo">{t('app.demoData')}</p>}

        <form
          className="login__form"
          onSubmit={(event) => void form.onSubmit(event)}
          noValidate
          aria-describedby={error !== null || denied ? errorId : undefined}
        >
          <SignInFields
            email={email}
            password={password}
            onEmailChange={form.setEmail}
            onPasswordChange={form.setPassword}
            emailInvalid={(error !== null || denied) && email.trim() === ''}
            disabled={busy}
          />

          {denied ? (
            <div id={errorId} className="notice notice--error" role="alert">
              <p className="login__denied-title">{t('login.accessDenied')}</p>
              <p>{t('login.accessDeniedExplanation')}</p>
              {/* Deactivated with changes not sent: they stay on this phone (docs/outbox.md). */}
              {keptChanges > 0 && <p>{t('login.changesKept', { count: keptChanges })}</p>}
            </div>
          ) : (
            error !== null && (
              <p id={errorId} className="notice notice--error" role="alert">
                {error}
              </p>
            )
          )}
          {checking && (
            <p className="notice notice--info" role="status">
              {checkingMessage(online, slowCheck)}
            </p>
          )}

          <button className="button button--primary button--block" type="submit" disabled={busy}>
            {busy ? t('login.signingIn') : t('login.signIn')}
          </button>
          <button
            className="button button--link"
            type="button"
            onClick={() => void onForgotPassword()}
            disabled={resetting || busy}
          >
            {resetting ? t('login.sendingReset') : t('login.forgotPassword')}
          </button>
          {resetNotice !== null && (
            <p
              className={`notice ${resetNotice.kind === 'success' ? 'notice--success' : 'notice--error'}`}
              role={resetNotice.kind === 'success' ? 'status' : 'alert'}
            >
              {resetNotice.text}
            </p>
          )}
        </form>

        {sampleData !== null && (
          <DemoAccounts accounts={sampleData.accounts} onUse={form.fillAccount} />
        )}
      </div>
    </main>
  );
}
