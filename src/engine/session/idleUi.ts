import type { EngineUiState } from './RunSession';

/** What a stage shows before anything has run or loaded: idle, at step 0 of an unknown length, no words. */
export const idleUi: EngineUiState<Record<string, never>> = Object.freeze({
  status: 'idle',
  playerStatus: 'idle',
  midRun: false,
  cursor: 0,
  total: null,
  steps: 0,
  totalSteps: null,
  historyStart: 0,
  narration: '',
  outcome: '',
  error: '',
  extras: Object.freeze({}),
});
