import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
    chunkReportPath: string;
    authEmulatorHost: string;
    firebaseProjectId: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('baseUrl', stack.baseUrl);
  project.provide('distDir', stack.distDir);
  project.provide('chunkReportPath', stack.chunkReportPath);
  project.provide('authEmulatorHost', stack.authEmulatorHost);
  project.provide('firebaseProjectId', stack.firebaseProjectId);
  return () => stack.stop();
}
