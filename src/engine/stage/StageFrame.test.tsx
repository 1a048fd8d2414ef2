import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { idleUi as ui } from '../session/idleUi';
import { UiStore } from '../store/uiStore';
import { StageFrame } from './StageFrame';

const session = { store: new UiStore(() => ui), attachRenderer: () => {} };
const renderer = () => new Promise<never>(() => {});
const markup = () => renderToStaticMarkup(<StageFrame session={session} renderer={renderer} />);

/** The ring's pieces in a stage's markup. */
const ring = (html: string) => html.match(/<span[^>]*data-ring[^>]*>/g) ?? [];

describe('the stage border', () => {
  it('changes colour at once, with no fade: at Fastest a run starts and ends several times a second', () => {
    const html = markup();
    expect(html).not.toContain('transition');
    // The frame's own border is transparent; the four ring pieces over it carry the run's colour.
    expect(html).toContain('border:3px solid transparent');
    expect(ring(html)).toHaveLength(4);
    expect(ring(html).every((piece) => piece.includes('rgba(255,255,255,0.3)') && piece.includes('aria-hidden'))).toBe(true);
  });

  it('follows the run: green while it runs, white when paused', () => {
    const running = { store: new UiStore(() => ({ ...ui, status: 'running' as const })), attachRenderer: () => {} };
    const paused = { store: new UiStore(() => ({ ...ui, status: 'paused' as const })), attachRenderer: () => {} };
    const runningHtml = renderToStaticMarkup(<StageFrame session={running} renderer={renderer} />);
    expect(ring(runningHtml).every((piece) => piece.includes('#66bb6a'))).toBe(true);
    expect(runningHtml).toContain('data-border="#66bb6a"');
    const pausedHtml = renderToStaticMarkup(<StageFrame session={paused} renderer={renderer} />);
    expect(ring(pausedHtml).every((piece) => piece.includes('#ffffff'))).toBe(true);
  });
});

describe('an empty stage', () => {
  it("says 'Preparing the animation…' unless the page gives its own words", () => {
    expect(markup()).toContain('Preparing the animation…');
    const own = renderToStaticMarkup(<StageFrame session={session} renderer={renderer} preparing={<p>Preparing the board…</p>} />);
    expect(own).toContain('Preparing the board…');
    expect(own).not.toContain('Preparing the animation…');
  });

  it("holds a self-sizing renderer's height from its width before the renderer is built", () => {
    const html = renderToStaticMarkup(
      <StageFrame session={session} renderer={renderer} height="auto" fitHeight={(width) => `min(${width}, 300px)`} />,
    );
    expect(html).toContain('container-type:inline-size');
    expect(html).toContain('min-height:min(100cqi, 300px)');
    expect(markup()).not.toContain('container-type');
  });
});
