// Last line of defence for render errors and screens whose code could not be loaded
// (typically offline before that chunk was ever cached).
import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { messages } from '../lib/messages/messages';

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

interface BoundaryState {
  error: unknown;
  /** The address the error happened at: navigating elsewhere tries again. */
  location: Location;
}

/**
 * Shows RouteError in place of the whole page when rendering fails, until the address changes.
 * React itself logs the error it caught (createRoot's default onCaughtError: console.error).
 */
export class RouteErrorBoundary extends Component<{ location: Location; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('render failed') };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError />;
  }
}
