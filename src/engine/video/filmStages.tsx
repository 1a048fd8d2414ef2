import { createContext, type ReactNode, type RefObject, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { RendererFactory } from '../../render/stageRenderer';
import type { Pace } from '../player/speed';
import type { FamilyAdapter, FamilyTypes } from '../session/familyAdapter';

/** A stage on the page: its session, the renderer the page draws it with, and the renderer's box. */
export interface FilmStage {
  readonly session: object;
  readonly renderer: RendererFactory<unknown>;
  /** The renderer's host on the page: its shape is the video's. */
  readonly host: HTMLElement;
  /** The host's height follows the drawing (a board, the scheduler's lanes) rather than a fixed box. */
  readonly autoHeight: boolean;
}

/** What a video is made from: a session over a worker run (RunSession has it; tic-tac-toe's game has no run, so no video). */
export interface FilmSession {
  readonly adapter: FamilyAdapter<FamilyTypes>;
  readonly input: unknown;
  readonly pace: Pace;
}

export function isFilmSession(session: object): session is FilmSession {
  return 'adapter' in session && 'input' in session && 'pace' in session;
}

/**
 * The stages of one page, for its 'Download video' action: the page layout holds it, each
 * StageFrame puts its stage in, and the action films the first one (a race's first side is the
 * page's own algorithm). The route names the file.
 */
export class FilmStages {
  private stages: readonly FilmStage[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly family: string,
    readonly value: string,
  ) {}

  add(stage: FilmStage): () => void {
    this.stages = [...this.stages, stage];
    this.notify();
    return () => {
      this.stages = this.stages.filter((s) => s !== stage);
      this.notify();
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly first = (): FilmStage | null => this.stages[0] ?? null;

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

const FilmStagesContext = createContext<FilmStages | null>(null);

/** Around a visualizer page (VisualizerLayout): its stages, and the route that names their videos. */
export function FilmStagesProvider({ family, value, children }: { family: string; value: string; children: ReactNode }) {
  const stages = useMemo(() => new FilmStages(family, value), [family, value]);
  return <FilmStagesContext.Provider value={stages}>{children}</FilmStagesContext.Provider>;
}

/** Puts a stage on the page's list while it is shown (StageFrame). */
export function useFilmStage<View>(host: RefObject<HTMLElement | null>, session: object, renderer: RendererFactory<View>, autoHeight: boolean): void {
  const stages = useContext(FilmStagesContext);
  useEffect(() => {
    const element = host.current;
    if (!stages || !element) return;
    return stages.add({ session, renderer: renderer as RendererFactory<unknown>, host: element, autoHeight });
  }, [stages, host, session, renderer, autoHeight]);
}

/** The stage a video would be made of, and the page's route; null outside a visualizer page. */
export function useFilmedStage(): { stage: FilmStage | null; family: string; value: string } | null {
  const stages = useContext(FilmStagesContext);
  const stage = useSyncExternalStore(stages?.subscribe ?? noSubscription, stages?.first ?? noStage);
  return stages && { stage, family: stages.family, value: stages.value };
}

const noSubscription = () => () => {};
const noStage = () => null;
