import { useTranslation } from './i18n';
import './demoAccounts.css';

/** A demo account as the sign-in forms list it (the demo's SampleData['accounts']). */
export interface DemoAccountOnSignIn {
  email: string;
  password: string;
  /** One line: what signing in as this account shows. */
  description: string;
}

type Account = DemoAccountOnSignIn;

/** The demo's shared password (docs/demo-mode.md), shown if the list came without one. */
const DEMO_PASSWORD = 'demo1234';

/**
 * Demo mode only: the accounts a newcomer can sign in with (docs/demo-mode.md), on the driver
 * app's sign-in and the desk's.
 */
export function DemoAccounts({
  accounts,
  onUse,
}: {
  accounts: readonly Account[];
  onUse: (account: Account) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className="demo-accounts__title">
        {t('login.demoAccounts')}
      </h2>
      <p className="demo-accounts__hint">
        {t('login.demoPassword')} <code>{accounts[0]?.password ?? DEMO_PASSWORD}</code>
      </p>
      <ul className="demo-accounts__list plain-list">
        {accounts.map((account) => (
          <li key={account.email} className="demo-accounts__item">
            <span>
              <strong>{account.email}</strong>
              <br />
              <small>{account.description}</small>
            </span>
            <button
              type="button"
              className="button button--small"
              onClick={() => onUse(account)}
              aria-label={t('login.useAccountLabel', { email: account.email })}
            >
              {t('login.useAccount')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
