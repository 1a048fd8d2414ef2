import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { owner } from '../content/owner';
import { SITE_NAME, titles } from './documentTitle';

describe('document titles', () => {
  it("starts from index.html's title, the site's name", () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(/<title>(.*)<\/title>/.exec(html)?.[1]).toBe(SITE_NAME);
  });

  it('names each page before the site, and the printable CV after its owner', () => {
    expect(titles.projects).toBe(`Projects — ${SITE_NAME}`);
    expect(titles.visualizer('Bubble Sort')).toBe(`Bubble Sort — ${SITE_NAME}`);
    expect(titles.visualizer(undefined)).toBe(SITE_NAME);
    expect(titles.cvDocument).toBe(`${owner.profile.name} — CV`);
    expect(new Set(Object.values(titles).filter((t) => typeof t === 'string')).size).toBe(6);
  });
});
