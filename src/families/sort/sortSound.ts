import { Op } from '../../../workers/sort/sortOps';
import type { SoundProbe } from '../../engine/sound/soundTap';
import type { BarModel } from './barModel';

/** A sort's compares and writes as sound: pitch from the value the last one touched. */
export const sortSoundProbe = (session: { readonly model: BarModel }, pan = 0): SoundProbe => ({
  pan,
  read: () => {
    const model = session.model;
    const { comparisons, writes, lastValueA, lastCode } = model.state;
    return {
      events: comparisons + writes,
      value: lastValueA,
      maxValue: model.maxValue,
      kind: lastCode === Op.Compare || lastCode === Op.Count ? 'compare' : 'write',
    };
  },
});
