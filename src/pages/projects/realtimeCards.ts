import type { SliderCard } from '../../engine/layout/CardSlider';

/** Section id of the Real Time Apps section; inactive links point back here (spec §2). */
export const REALTIME_SECTION_ID = 'realtimeapps';

/** Spec §2: cards Messaging, Collaborative Notepad, Collaborative Drawing, linking to realtime page anchors. */
export function realtimeCards(active: boolean): SliderCard[] {
  const cards = [
    { type: 'Messaging', anchor: 'chat', pic: '/previews/realtimeapps/messaging.svg' },
    { type: 'Collaborative Notepad', anchor: 'notepad', pic: '/previews/realtimeapps/notepad.svg' },
    { type: 'Collaborative Drawing', anchor: 'drawingboard', pic: '/previews/realtimeapps/drawing.svg' },
  ];
  return cards.map(({ type, anchor, pic }) => ({
    type,
    pic,
    link: active ? `/realtimeapps#${anchor}` : `/projects#${REALTIME_SECTION_ID}`,
  }));
}

export function realtimeStatusTitle(active: boolean): string {
  return active ? 'Status: Ready' : 'Status: Inactive';
}
