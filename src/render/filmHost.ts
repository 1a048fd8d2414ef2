/**
 * The attribute on the box a downloaded video draws its stage in (engine/video), off the
 * screen. A renderer there is read back frame by frame, never shown, so it must not trade
 * sharpness for frame time: pixiBars.ts holds full resolution in it.
 */
export const FILM_HOST_ATTRIBUTE = 'data-film-host';

export const isFilmHost = (host: HTMLElement): boolean => host.closest(`[${FILM_HOST_ATTRIBUTE}]`) !== null;
