import { useId } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import { useDeskTexts } from '@/desk/i18n/texts';
import { AuthError } from '@/services/ports';
import { DemoAccounts } from '@/ui/DemoAccounts';
import { SignInFields } from '@/ui/SignInFields';
import { useOnline } from '@/ui/useOnline';
import { useSignInForm } from '@/ui/useSignInForm';
import { noticeMessage, useDeskSession } from './DeskSession';
import './signIn.css';

// The desk's sign-in (docs/desk.md#who): the same labels as the driver app's ("Email",
// "Password", "Sign in"), its own session. An account that is not a manager's is refused here
// with a clear sentence, and sees no board.

export function DeskSignIn() {
  const { state, notice, clearNotice, signIn } = useDeskSession();
  const { sampleData, mode } = useDeskServices();
  const { t, tApp } = useDeskTexts();
  const online = useOnline();
  const form = useSignInForm({
    signIn,
    onAttempt: clearNotice,
    errorText: (error) =>
      error instanceof AuthError ? t(`authErrors.${error.code}`) : t('authErrors.unknown'),
  });
  const { email, password, formError } = form;
  const errorId = useId();
  const checking = state.status === 'checking';
  const busy = form.submitting || checking;

  const refused = notice?.kind === 'refused';
  const error = formError ?? (notice === null ? null : noticeMessage(notice));

  return (
    <main className="desk-sign-in">
      <div className="desk-sign-in__card">
        <img className="desk-sign-in__logo" src="/logo.svg" alt="" width={56} height={56} />
        <h1 className="desk-sign-in__title">{t('signIn.title')}</h1>
        <p className="muted">{t('signIn.subtitle')}</p>
        {mode === 'demo' && <p className="badge badge--demo">{tApp('app.demoData')}</p>}
        <form
          className="desk-sign-in__form"
          onSubmit={(event) => void form.onSubmit(event)}
          noValidate
          aria-describedby={error ? errorId : undefined}
        >
          <SignInFields
            email={email}
            password={password}
            onEmailChange={form.setEmail}
            onPasswordChange={form.setPassword}
            disabled={busy}
          />
          {error !== null && (
            <div id={errorId} className="notice notice--error" role="alert">
              <p>{error}</p>
              {refused && (
                <p>
                  {t('signIn.driverApp')} <a href="/">{t('signIn.openDriverApp')}</a>
                </p>
              )}
            </div>
          )}
          {checking && (
            <p className="notice notice--info" role="status">
              {online ? tApp('login.checkingAccess') : tApp('login.offlineFirstSignIn')}
            </p>
          )}
          <button className="button button--primary button--block" type="submit" disabled={busy}>
            {busy ? tApp('login.signingIn') : tApp('login.signIn')}
          </button>
        </form>
        {sampleData !== null && (
          <DemoAccounts accounts={sampleData.accounts} onUse={form.fillAccount} />
        )}
      </div>
    </main>
  );
}
