import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { parseEmbedFrameAncestors } from './frameAncestors';

describe('EMBED_FRAME_ANCESTORS', () => {
  it('defaults to any site when unset or blank', () => {
    expect(parseEmbedFrameAncestors(undefined)).toEqual(['*']);
    expect(parseEmbedFrameAncestors('  ')).toEqual(['*']);
    expect(loadConfig({}).embedFrameAncestors).toEqual(['*']);
  });

  it('reads a list of sources separated by spaces or commas', () => {
    expect(parseEmbedFrameAncestors("https://school.example, https://*.blog.example:8443 'self'  http://127.0.0.1:3000/course/")).toEqual([
      'https://school.example',
      'https://*.blog.example:8443',
      "'self'",
      'http://127.0.0.1:3000/course/',
    ]);
    expect(parseEmbedFrameAncestors('https:')).toEqual(['https:']);
    expect(parseEmbedFrameAncestors("'none'")).toEqual(["'none'"]);
    expect(loadConfig({ EMBED_FRAME_ANCESTORS: 'https://a.example' }).embedFrameAncestors).toEqual(['https://a.example']);
  });

  it.each([
    ['a directive smuggled in', "https://a.example; script-src 'unsafe-inline'", /got "https:\/\/a\.example;"/],
    ['a keyword that is no source', "'unsafe-inline'", /got "'unsafe-inline'"/],
    ['a quoted host', "'https://a.example'", /got "'https:\/\/a\.example'"/],
    ['none beside a source', "'none' https://a.example", /'none' must stand alone/],
    ['a URL with a query', 'https://a.example/?x=1', /got "https:\/\/a\.example\/\?x=1"/],
  ])('refuses %s, naming it, so the server does not start with it', (_what, raw, message) => {
    expect(() => parseEmbedFrameAncestors(raw)).toThrow(message);
    expect(() => loadConfig({ EMBED_FRAME_ANCESTORS: raw })).toThrow(/EMBED_FRAME_ANCESTORS/);
  });
});
