import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_SIZE, iframeCode } from './embedCode';

/** The attribute values of the one tag in `code`, entities decoded as a browser decodes them. */
function attributesOf(code: string): Record<string, string> {
  const tag = /^<iframe ([^>]*)><\/iframe>$/.exec(code);
  if (!tag) throw new Error(`not one iframe: ${code}`);
  const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  return Object.fromEntries([...tag[1]!.matchAll(/([a-z]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value ?? '')]));
}

describe('the embed code', () => {
  const src = 'http://127.0.0.1:8787/embed/#/sortvisualizer/bubblesort?values=5,1,4,2,3&speed=-200';

  it('is one iframe of the embed player with the page state, its size, title, lazy loading and autoplay allowed', () => {
    const code = iframeCode({ src, title: 'Bubble Sort — Portfolio — Algorithm Visualizers' });
    expect(code).toBe(
      '<iframe src="http://127.0.0.1:8787/embed/#/sortvisualizer/bubblesort?values=5,1,4,2,3&amp;speed=-200" width="720" height="480" ' +
        'title="Bubble Sort — Portfolio — Algorithm Visualizers" loading="lazy" allow="autoplay"></iframe>',
    );
    expect(attributesOf(code)).toEqual({
      src,
      width: String(EMBED_FRAME_SIZE.width),
      height: String(EMBED_FRAME_SIZE.height),
      title: 'Bubble Sort — Portfolio — Algorithm Visualizers',
      loading: 'lazy',
      allow: 'autoplay',
    });
  });

  it('keeps a title or address with quotes and angle brackets inside their attributes', () => {
    const tricky = { src: 'https://x.example/embed/#/equationevaluationvisualizer/infix?expr=%22%3E', title: 'A "quoted" <b>title</b> & more' };
    const code = iframeCode({ ...tricky, width: 320, height: 240 });
    expect(code).not.toMatch(/<b>/);
    expect(attributesOf(code)).toMatchObject({ ...tricky, width: '320', height: '240' });
  });
});
