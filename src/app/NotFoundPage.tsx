import { Link } from 'react-router-dom';
import { PATHS } from '../config/paths';
import { StateMessage } from '../ui/StateMessage';

export function NotFoundPage() {
  return (
    <main className="page page--centered">
      <StateMessage
        title="Page not found"
        action={
          <Link className="button button--primary" to={PATHS.order}>
            Go to open orders
          </Link>
        }
      >
        <p>There is no page at this address.</p>
      </StateMessage>
    </main>
  );
}
