import { useTranslation } from './i18n';
import { TextField } from './TextField';

/**
 * The sign-in form's two fields, "Email" and "Password" (their labels are a contract: the
 * driver app's sign-in and the desk's use them alike).
 */
export function SignInFields({
  email,
  password,
  onEmailChange,
  onPasswordChange,
  disabled,
  emailInvalid = false,
}: {
  email: string;
  password: string;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
  disabled: boolean;
  /** The form was refused for want of an email address. */
  emailInvalid?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('login.email')}
        type="email"
        inputMode="email"
        name="email"
        autoComplete="username"
        value={email}
        onValueChange={onEmailChange}
        aria-invalid={emailInvalid ? true : undefined}
        disabled={disabled}
      />
      <TextField
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={onPasswordChange}
        disabled={disabled}
      />
    </>
  );
}
