import { createContext } from 'react';

/** Whether the transport's Play is blocked (nothing to run: a blank key, an invalid expression): what films a run waits too. */
export const PlayBlockedContext = createContext(false);
