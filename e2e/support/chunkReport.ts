import { writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

/** A build plugin that records which modules ended up in which chunk, for bundle assertions. */
export function chunkReport(outFile: string): Plugin {
  return {
    name: 'chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          moduleIds: output.moduleIds,
        });
      }
      writeFileSync(outFile, JSON.stringify(chunks));
    },
  };
}

/** A chunk plus everything it imports statically: what the browser must load before it runs. */
export function staticClosure(chunks: ChunkInfo[], start: ChunkInfo): ChunkInfo[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Map<string, ChunkInfo>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}
