import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { idleUi as ui } from './idleUi';
import { StageFrame } from './StageFrame';
import { UiStore } from './uiStore';

const session = { store: new UiStore(() => ui), attachRenderer: () => {} };
const renderer = () => new Promise<never>(() => {});
const markup = () => renderToStaticMarkup(<StageFrame session={session} renderer={renderer} />);

describe('the stage border', () => {
  it('changes colour at once, with no fade: at Fastest a run starts and ends several times a second', () => {
    const html = markup();
    expect(html).not.toContain('transition');
    expect(html).toContain('border:3px solid rgba(255,255,255,0.3)');
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
    const html = renderToStaticMarkup(<StageFrame session={session} renderer={renderer} height="auto" fitHeight={(width) => `min(${width}, 300px)`} />);
    expect(html).toContain('container-type:inline-size');
    expect(html).toContain('min-height:min(100cqi, 300px)');
    expect(markup()).not.toContain('container-type');
  });
});
