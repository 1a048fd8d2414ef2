import type { SoundProbe } from '../../engine/sound/soundTap';
import type { ArrayModel } from './arrayModel';

/** An array search's comparisons as sound: pitch from the value looked at (or found). */
export const arraySoundProbe = (session: { readonly model: ArrayModel }): SoundProbe => {
  let lastValue = 0;
  return {
    pan: 0,
    read: () => {
      const model = session.model;
      const at = model.looked >= 0 ? model.looked : model.state.found;
      if (at >= 0) lastValue = model.values[at]!;
      return { events: model.state.comparisons, value: lastValue, maxValue: model.maxValue, kind: 'compare' };
    },
  };
};
