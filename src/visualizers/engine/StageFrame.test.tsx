import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EngineUiState } from './RunSession';
import { StageFrame } from './StageFrame';
import { UiStore } from './uiStore';

const ui: EngineUiState<Record<string, never>> = {
  status: 'idle',
  playerStatus: 'idle',
  midRun: false,
  cursor: 0,
  total: null,
  historyStart: 0,
  narration: '',
  outcome: '',
  error: '',
  extras: {},
};
const session = { store: new UiStore(() => ui), attachRenderer: () => {} };
const renderer = () => new Promise<never>(() => {});
const markup = (fadeBorder?: boolean) => renderToStaticMarkup(<StageFrame session={session} renderer={renderer} fadeBorder={fadeBorder} />);

describe('the stage border', () => {
  it('fades between colours by default', () => {
    expect(markup()).toContain('transition:border-color 150ms');
  });
  it('changes colour at once when the fade is turned off', () => {
    const html = markup(false);
    expect(html).not.toContain('border-color 150ms');
    expect(html).toContain('transition:none');
    expect(html).toContain('border:3px solid rgba(255,255,255,0.3)');
  });
});
