import { Component, type ReactNode } from 'react';
import { isNotLoaded, NOT_LOADED_WORDS } from '../engine/worker/notLoaded';

interface Props {
  /** Where the reader can go instead: the site, in a new tab. */
  siteHref: string;
  children: ReactNode;
}

/**
 * The embed's page that could not be shown (its code did not arrive, or it failed while drawing),
 * said in words in the frame, as the site's route boundary says it (src/app/RouteErrorBoundary.tsx,
 * whose `.route-error` style it shares); the way out is the site, in a new tab. The embed keeps a
 * boundary of its own: sharing the site's moved it out of the site's first chunk, which cost the
 * home route's JavaScript budget more than these lines.
 */
export class EmbedErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="route-error" role="alert" data-testid="route-error">
        <h1>This visualizer could not be shown</h1>
        <p>{isNotLoaded(error) ? NOT_LOADED_WORDS : 'Something went wrong while drawing it. Reloading usually helps.'}</p>
        <p>
          <button type="button" onClick={() => location.reload()}>
            Reload
          </button>
          <a href={this.props.siteHref} target="_blank" rel="noopener">
            Open the site
          </a>
        </p>
      </div>
    );
  }
}
