import { Op } from '../../../workers/sort/sortOps';
import type { SoundProbe } from '../../engine/sound/soundTap';
import type { BarModel } from './barModel';

/** A sort's compares and writes as sound: pitch from the value the last one touched. */
export const sortSoundProbe = (session: { readonly model: BarModel }, pan = 0): SoundProbe => ({
  pan,
  read: () => {
    const model = session.model;
    return {
      events: model.comparisons + model.writes,
      value: model.lastValueA,
      maxValue: model.maxValue,
      kind: model.lastCode === Op.Compare || model.lastCode === Op.Count ? 'compare' : 'write',
    };
  },
});
