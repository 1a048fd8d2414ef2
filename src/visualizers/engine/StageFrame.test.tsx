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
