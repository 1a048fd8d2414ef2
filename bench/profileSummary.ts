/** The parts of a V8 CPU profile (CDP `Profiler.stop`) the summary reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** A function (name, file and line) and its milliseconds per frame. */
export interface ProfileLine {
  name: string;
  msPerFrame: number;
}

export interface ProfileSummary {
  /** Time in the function itself: '(program)' is the browser's own work outside script, '(idle)' nothing. */
  self: ProfileLine[];
  /** Time in the function and what it called. */
  total: ProfileLine[];
  /** React components that rendered (what React's `renderWithHooks` called), with what they called. */
  components: ProfileLine[];
}

const nameOf = ({ functionName, url, lineNumber }: CpuProfile['nodes'][number]['callFrame']) =>
  `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`.trim();

const ranked = (times: Map<string, number>, frames: number, top: number): ProfileLine[] =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, msPerFrame: ms / frames }));

/**
 * Sums a profile's samples by function, per frame of the window it covered. A sample's time is
 * the gap to the next sample (the sampler's own delta). A function that appears twice on one
 * stack (recursion) counts once towards its total.
 */
export function summariseProfile(profile: CpuProfile, frames: number, top = 25): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const components = new Map<string, number>();
  const add = (times: Map<string, number>, name: string, ms: number) => times.set(name, (times.get(name) ?? 0) + ms);
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => {
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(id);
    if (!leaf) return;
    add(self, nameOf(leaf.callFrame), ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (!node) break;
      const name = nameOf(node.callFrame);
      if (!seen.has(name)) {
        seen.add(name);
        add(total, name, ms);
        const above = byId.get(parent.get(at) ?? -1);
        if (above?.callFrame.functionName === 'renderWithHooks') add(components, name, ms);
      }
    }
  });
  const per = Math.max(1, frames);
  return { self: ranked(self, per, top), total: ranked(total, per, top), components: ranked(components, per, top) };
}
