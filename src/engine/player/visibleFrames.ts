/**
 * Animation frames that are not asked for while the page is hidden. A browser serves no frames
 * to a hidden tab, but a clock that keeps asking keeps the tab's work scheduled; this one waits
 * for the page to be shown again and only then asks, so a hidden tab asks for nothing (issue 54,
 * goal D). A run resumes where it was: the clocks cap a frame's elapsed time (pacing.ts).
 */
export interface VisibleFrames {
  request(callback: (time: number) => void): number;
  cancel(handle: number): void;
}

/** What it needs of the document and the frame functions (tests pass their own). */
export interface FrameSource {
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  requestFrame(callback: (time: number) => void): number;
  cancelFrame(handle: number): void;
}

export function visibleFrames({ doc, requestFrame, cancelFrame }: FrameSource): VisibleFrames {
  /** Requests made while hidden, under negative handles (the browser's are positive): how to cancel each. */
  const waiting = new Map<number, () => void>();
  let nextHandle = -1;
  return {
    request(callback) {
      if (doc.visibilityState !== 'hidden') return requestFrame(callback);
      const handle = nextHandle--;
      const onChange = () => {
        if (doc.visibilityState === 'hidden') return;
        doc.removeEventListener('visibilitychange', onChange);
        const frame = requestFrame((time) => {
          waiting.delete(handle);
          callback(time);
        });
        waiting.set(handle, () => cancelFrame(frame));
      };
      doc.addEventListener('visibilitychange', onChange);
      waiting.set(handle, () => doc.removeEventListener('visibilitychange', onChange));
      return handle;
    },
    cancel(handle) {
      if (handle >= 0) {
        cancelFrame(handle);
        return;
      }
      waiting.get(handle)?.();
      waiting.delete(handle);
    },
  };
}

/** Where there is no document (a unit test's Node, which stubs only the frame functions), a page that is never hidden. */
const neverHidden: FrameSource['doc'] = { visibilityState: 'visible', addEventListener: () => {}, removeEventListener: () => {} };

let browser: VisibleFrames | undefined;
/** The page's own, made on first use (module load may run where there is no document). */
export const browserVisibleFrames = (): VisibleFrames =>
  (browser ??= visibleFrames({
    doc: typeof document === 'undefined' ? neverHidden : document,
    requestFrame: (cb) => requestAnimationFrame(cb),
    cancelFrame: (h) => cancelAnimationFrame(h),
  }));
