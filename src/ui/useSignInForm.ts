import { useState, type FormEvent } from 'react';
import type { DemoAccountOnSignIn } from './DemoAccounts';
import { i18n } from './i18n';

// The sign-in form's handling, one for the driver app's /login and the desk's sign-in: the two
// fields, the checks before sending (an email, then a password), "Signing in…" while it runs, the
// password dropped once signed in (the access check decides next, and a refused account must not
// keep its password in the form) and the error worded by the app that shows it (each words an
// AuthError's code from its own catalogue).

export interface SignInFormOptions {
  /** Signs in; rejects with what `errorText` words. */
  signIn(email: string, password: string): Promise<void>;
  /** The sentence for a failed sign-in, in the language shown. */
  errorText(error: unknown): string;
  /** Before each attempt: clear what the last session's end left on the form. */
  onAttempt?(): void;
  /** The address the field shows until something is typed (an invitation's link names it). */
  suggestedEmail?: string;
}

export function useSignInForm({
  signIn,
  errorText,
  onAttempt,
  suggestedEmail = '',
}: SignInFormOptions) {
  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? suggestedEmail;
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    onAttempt?.();
    if (email.trim() === '') return setFormError(i18n.t('login.enterEmail'));
    if (password === '') return setFormError(i18n.t('login.enterPassword'));
    setFormError(null);
    setSubmitting(true);
    try {
      await signIn(email.trim(), password);
      setPassword('');
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setSubmitting(false);
    }
  }

  /** Demo mode's "Use" on an account: its address and password in the form. */
  function fillAccount(account: DemoAccountOnSignIn) {
    setEmail(account.email);
    setPassword(account.password);
    setFormError(null);
  }

  return {
    email,
    password,
    setEmail,
    setPassword,
    formError,
    setFormError,
    submitting,
    onSubmit,
    fillAccount,
  };
}
