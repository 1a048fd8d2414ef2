import { type Board, type Decision, EMPTY_BOARD, isOver, type Mark, otherMark, play, winnerOf } from '../../../workers/games/ticTacToe';
import { TIC_TAC_TOE_PSEUDOCODE } from '../../../workers/games/ticTacToePseudocode';
import type { PageSession } from '../../engine/page/pageBinding';
import type { EngineUi, StageStatus } from '../../engine/session/uiSlices';
import { UiStore } from '../../engine/store/uiStore';
import type { Pseudocode } from '../../engine/story/code';
import { errorMessage } from '../../engine/worker/errorMessage';
import type { BoardView } from '../../render/board/boardView';
import type { StageRenderer } from '../../render/stageRenderer';
import { aiMoveInWorker, type ChooseMove } from './aiMoveWorker';
import { TicTacToeBoard } from './ticTacToeBoard';
import { decisionCode } from './ticTacToeCode';

export const AI_WON = 'AI Won';
export const USER_WON = 'User Won';
export const DRAW = "It's a draw";
/** The narration while the AI's move has failed: nothing can be played until a new game. */
export const AI_STUCK = 'The AI could not move: Reset starts a new game';

export interface TicTacToeExtras extends Record<string, string | number | boolean> {
  /** Nine characters, X, O or - (tests read it). */
  board: string;
  thinking: boolean;
}

export interface TicTacToeSettings {
  first: 'user' | 'ai';
  symbol: Mark;
}

/**
 * One game of user vs AI. The AI's move is a plain worker call (no animation, so no run);
 * the stage reads this game's store the way it reads a run's: finished once the result shows.
 * As the page hook's session, its input is the game's settings: loading them starts a new game.
 */
export class TicTacToeGame implements PageSession<TicTacToeSettings, TicTacToeExtras> {
  readonly store = new UiStore(() => this.readUi(), 100);
  readonly view = new TicTacToeBoard();
  private renderer: StageRenderer<BoardView> | null = null;
  private settings: TicTacToeSettings = { first: 'user', symbol: 'X' };
  private thinking = false;
  private error = '';
  private game = 0;
  /** The AI's last move and the rule that chose it, for the pseudocode panel; null before its first move of the game. */
  private decision: Decision | null = null;

  constructor(private readonly chooseMove: ChooseMove = aiMoveInWorker) {}

  /** Never set: a game loads nothing by itself that its URL would have to follow. */
  onLoad: ((settings: TicTacToeSettings) => void) | null = null;

  get input(): TicTacToeSettings {
    return this.settings;
  }

  /**
   * Nothing plays here: the AI's move is one quick call, and the settings and Reset may start a
   * new game at any moment (a move still on its way is then ignored).
   */
  get running(): boolean {
    return false;
  }

  load(settings: TicTacToeSettings): void {
    this.reset(settings);
  }

  /** The AI's decision rules and the minimax behind them; the panel marks the rule of its last move. */
  pseudocode(): Pseudocode {
    return TIC_TAC_TOE_PSEUDOCODE;
  }

  get board(): Board {
    return this.view.board;
  }

  get ai(): Mark {
    return otherMark(this.settings.symbol);
  }

  attachRenderer(renderer: StageRenderer<BoardView>): void {
    this.renderer = renderer;
    renderer.setView(this.view);
  }

  /** A new game, after a failed AI move too; the AI opens it when it goes first. */
  reset(settings: TicTacToeSettings): void {
    this.settings = settings;
    this.game++;
    this.thinking = false;
    this.error = '';
    this.decision = null;
    this.show(EMPTY_BOARD, -1);
    if (settings.first === 'ai') void this.aiMove();
  }

  userMove(cell: number): void {
    const board = this.board;
    if (this.thinking || isOver(board) || board[cell] || !this.isUsersTurn()) return;
    this.show(play(board, cell, this.settings.symbol), cell);
    if (!isOver(this.board)) void this.aiMove();
  }

  /** Whoever goes first places the first mark; turns alternate from there. */
  private isUsersTurn(): boolean {
    const marks = this.board.filter(Boolean).length;
    return (marks % 2 === 0) === (this.settings.first === 'user');
  }

  private async aiMove(): Promise<void> {
    const game = this.game;
    this.thinking = true;
    this.store.changed(true);
    try {
      // A dead worker would leave the AI 'thinking' for ever: the call rejects in words instead.
      const decision = await this.chooseMove(this.board, this.ai);
      if (game !== this.game) return;
      this.thinking = false;
      if (decision.cell >= 0) {
        this.decision = decision;
        this.show(play(this.board, decision.cell, this.ai), decision.cell);
      } else this.store.changed(true);
    } catch (error) {
      // A game reset meanwhile is not this failure's.
      if (game !== this.game) return;
      this.error = `The AI could not move: ${errorMessage(error)}`;
      this.thinking = false;
      this.store.changed(true);
    }
  }

  private show(board: Board, moved: number): void {
    this.view.set(board, moved);
    this.renderer?.draw();
    this.store.changed(true);
  }

  outcome(): string {
    const winner = winnerOf(this.board);
    if (winner) return winner === this.ai ? AI_WON : USER_WON;
    return isOver(this.board) ? DRAW : '';
  }

  private readUi(): EngineUi<TicTacToeExtras> {
    const outcome = this.outcome();
    const marks = this.board.filter(Boolean).length;
    const status: StageStatus = outcome ? 'finished' : this.thinking ? 'running' : 'idle';
    return {
      status,
      midRun: false,
      // A mark is a move: the stage's data-cursor counts them, of nine at most.
      cursor: marks,
      total: 9,
      // The outcome line says who won; the narration points to what comes next (saying the result again put it twice on the page).
      narration: outcome ? 'Game over: Reset starts a new game' : this.error ? AI_STUCK : this.thinking ? 'The AI is thinking' : 'Your move',
      outcome,
      error: this.error,
      code: decisionCode(this.decision),
      extras: { board: this.board.map((c) => c ?? '-').join(''), thinking: this.thinking },
    };
  }

  /** The AI's worker stays for the next game (aiMoveWorker.ts); a move still on its way is ignored. */
  dispose(): void {
    this.game++;
    this.store.dispose();
  }
}
