import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';

/** The foundation's header: product name, the user's name and Logout (the full shell comes later). */
export const AppHeader = observer(function AppHeader(): ReactElement {
  const auth = useService(TOKENS.Auth);
  const name = auth.user ? `${auth.user.name} ${auth.user.surname}`.trim() : '';
  return (
    <header className="app-header">
      <Link className="app-brand" to="/">
        Vigil
      </Link>
      <div className="app-user">
        {name ? <span className="app-user-name">{name}</span> : null}
        <button type="button" className="button button-secondary" onClick={() => void auth.logout()}>
          Logout
        </button>
      </div>
    </header>
  );
});
