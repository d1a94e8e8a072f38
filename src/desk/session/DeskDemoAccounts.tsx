import { useDeskTexts } from '@/desk/i18n/texts';
import type { SampleData } from '@/services/ports';

type Account = SampleData['accounts'][number];

/** Demo mode only: the accounts a newcomer can sign in with, as on the driver app's sign-in. */
export function DeskDemoAccounts({
  accounts,
  onUse,
}: {
  accounts: readonly Account[];
  onUse: (account: Account) => void;
}) {
  const { tApp } = useDeskTexts();
  return (
    <section className="desk-demo-accounts" aria-labelledby="desk-demo-accounts-title">
      <h2 id="desk-demo-accounts-title" className="desk-demo-accounts__title">
        {tApp('login.demoAccounts')}
      </h2>
      <p className="muted">
        {tApp('login.demoPassword')} <code>{accounts[0]?.password}</code>
      </p>
      <ul className="plain-list desk-demo-accounts__list">
        {accounts.map((account) => (
          <li key={account.email} className="desk-demo-accounts__item">
            <span>
              <strong>{account.email}</strong>
              <br />
              <small>{account.description}</small>
            </span>
            <button
              type="button"
              className="button button--small"
              onClick={() => onUse(account)}
              aria-label={tApp('login.useAccountLabel', { email: account.email })}
            >
              {tApp('login.useAccount')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
