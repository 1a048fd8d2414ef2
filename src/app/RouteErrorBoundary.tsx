import { Component, type ReactNode } from 'react';
import { isNotLoaded, NOT_LOADED_WORDS } from '../engine/worker/notLoaded';

/** What a visitor is told in place of a page that could not be shown. Plain elements: it must not need code that may be what failed to load. */
function RouteError({ error }: { error: Error }) {
  return (
    <div className="route-error" role="alert" data-testid="route-error">
      <h1>This page could not be shown</h1>
      <p>{isNotLoaded(error) ? NOT_LOADED_WORDS : 'Something went wrong while drawing it. Reloading the page usually helps.'}</p>
      <p>
        <button type="button" onClick={() => location.reload()}>
          Reload the page
        </button>
        <a href="#/">Go to the home page</a>
      </p>
    </div>
  );
}

interface Props {
  /** The route shown: another route gets a fresh try. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: string;
}

/**
 * Keeps one page's failure to that page: a render that throws or a page whose code cannot be
 * fetched (a visitor on a flaky connection, or a tab left open across a deploy) used to unmount
 * the whole app and leave a blank screen.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
