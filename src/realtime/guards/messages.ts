/** The realtime entry opened with no network (issue 51). */
export const REALTIME_NEEDS_CONNECTION = 'Offline: the realtime room needs a connection. It opens here when you are back online.';
