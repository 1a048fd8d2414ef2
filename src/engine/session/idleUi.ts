import { NO_CODE } from '../story/code';
import type { EngineUi } from './uiSlices';

/** What a stage shows before anything has run or loaded: idle, at step 0 of an unknown length, no words. */
export const idleUi: EngineUi<Record<string, never>> = Object.freeze({
  status: 'idle',
  midRun: false,
  cursor: 0,
  total: null,
  narration: '',
  outcome: '',
  error: '',
  code: NO_CODE,
  extras: Object.freeze({}),
});
