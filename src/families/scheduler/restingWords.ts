import { QuietTimer } from '../../render/quietTimer';

/** The words are written once a drawing has been still this long. */
const QUIET_MS = 200;

/**
 * Words for screen readers that catch up with a drawing on a canvas once it is still (the
 * scheduler's lanes and Gantt chart): rewriting them at every frame of a run is the DOM work the
 * canvas saves. Until they have caught up, the element says it is changing (aria-busy, written
 * once when a change begins, not at every frame); tests and outside checks wait for that too.
 */
export class RestingWords {
  private busy = false;
  private readonly quiet: QuietTimer;

  constructor(
    private readonly element: HTMLElement,
    write: () => void,
  ) {
    this.quiet = new QuietTimer(QUIET_MS, () => {
      write();
      this.busy = false;
      this.element.removeAttribute('aria-busy');
    });
  }

  /** The drawing changed. */
  changed(): void {
    if (!this.busy) {
      this.busy = true;
      this.element.setAttribute('aria-busy', 'true');
    }
    this.quiet.touch();
  }

  cancel(): void {
    this.quiet.cancel();
  }
}
