// Last line of defence for render errors and screens whose code could not be loaded
// (typically offline before that chunk was ever cached).
import { messages } from '../lib/messages';

export function RouteError() {
  return (
    <main className="app-main" id="main">
      <div className="page page--narrow">
        <div className="notice notice--error" role="alert">
          <p className="notice__title">{messages.app.pageLoadFailed}</p>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {messages.app.reload}
          </button>
        </div>
      </div>
    </main>
  );
}
