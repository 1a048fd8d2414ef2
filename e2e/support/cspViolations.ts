import type { BrowserContext } from 'playwright-core';

/** One thing the Content-Security-Policy refused, as the page or the console told it. */
export interface CspViolation {
  via: 'event' | 'console';
  url: string;
  detail: string;
}

const BINDING = '__reportCspViolation';

/**
 * Records every CSP violation in a context: the `securitypolicyviolation` events of every
 * page and frame (the CV frame, popups), and the console's CSP errors, which also cover
 * workers and refusals that fire no event. Browser tests fail on any (support/browser.ts).
 */
export async function collectCspViolations(context: BrowserContext, sink: CspViolation[]): Promise<void> {
  await context.exposeBinding(BINDING, ({ frame }, detail: string) => {
    sink.push({ via: 'event', url: frame.url(), detail });
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as Record<string, (detail: string) => void>)[binding];
        report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`.trim());
      },
      true,
    );
  }, BINDING);
  context.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) {
      sink.push({ via: 'console', url: message.page()?.url() ?? '', detail: message.text() });
    }
  });
}

export function describeViolations(violations: CspViolation[]): string {
  return violations.map((v) => `  [${v.via}] ${v.url}: ${v.detail}`).join('\n');
}
