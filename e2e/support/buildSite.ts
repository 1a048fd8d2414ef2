import { build, type PluginOption } from 'vite';

/**
 * A production build of the site into `outDir`, as visitors get it (browser tests build the
 * site once in support/stack.ts; the update test in offline.e2e.ts builds a second one).
 */
export async function buildSite(outDir: string, plugins: PluginOption[] = []): Promise<void> {
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build;
  // the browser tests must exercise (and measure) what visitors get.
  const testNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'warn', plugins, build: { outDir, emptyOutDir: true, sourcemap: false } });
  } finally {
    process.env.NODE_ENV = testNodeEnv;
  }
}
