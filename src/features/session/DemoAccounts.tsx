import type { DemoControls } from '../../services/ports';

type Account = DemoControls['accounts'][number];

/** Demo mode only: the accounts a newcomer can sign in with (docs/demo-mode.md). */
export function DemoAccounts({
  accounts,
  onUse,
}: {
  accounts: readonly Account[];
  onUse: (account: Account) => void;
}) {
  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className="demo-accounts__title">
        Demo accounts
      </h2>
      <p className="demo-accounts__hint">
        Password for all: <code>{accounts[0]?.password ?? 'demo1234'}</code>
      </p>
      <ul className="demo-accounts__list">
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
              aria-label={`Use ${account.email}`}
            >
              Use
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
