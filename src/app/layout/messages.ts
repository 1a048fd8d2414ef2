/** The header's word while the browser has no network (issue 51). */
export const OFFLINE = 'Offline';
