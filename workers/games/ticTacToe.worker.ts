import * as Comlink from 'comlink';
import { ticTacToeApi } from './ticTacToeApi';

/** A plain worker call: tic-tac-toe's move needs no animation, so no run host. */
Comlink.expose(ticTacToeApi);
