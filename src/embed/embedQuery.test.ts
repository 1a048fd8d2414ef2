import { describe, expect, it, vi } from 'vitest';
import { defineCodec, playbackFields } from '../engine/url/codec';
import { memoryQueryStore } from '../engine/url/queryStore';
import { readEmbedOptions } from './embedKeys';
import { siteUrlOf } from './embedLocation';
import { embedQueryStore, splitQuery } from './embedQueryStore';

/** A page's codec as the families build theirs: the playback keys every page has. */
const pageCodec = defineCodec(playbackFields);

describe("the embed's keys", () => {
  it('are off by default, with the controls shown', () => {
    expect(readEmbedOptions('')).toEqual({ options: { autoplay: false, loop: false, controls: true }, notes: [] });
  });

  it('read autoplay=1, loop=1 and controls=0', () => {
    expect(readEmbedOptions('autoplay=1&loop=1&controls=0').options).toEqual({ autoplay: true, loop: true, controls: false });
    expect(readEmbedOptions('autoplay=0&controls=1').options).toEqual({ autoplay: false, loop: false, controls: true });
  });

  it('ignore a bad value with a note and keep the default; a key given twice uses the last', () => {
    expect(readEmbedOptions('autoplay=yes&controls=off')).toEqual({
      options: { autoplay: false, loop: false, controls: true },
      notes: ['Ignored autoplay: must be 1 or 0', 'Ignored controls: must be 1 or 0'],
    });
    const twice = readEmbedOptions('loop=1&loop=0');
    expect(twice.options.loop).toBe(false);
    expect(twice.notes).toEqual(['Ignored loop=1: given more than once; used the last, 0']);
  });
});

describe('splitting a query between the page and the embed', () => {
  it("keeps each part's text as written, in order", () => {
    expect(splitQuery('values=5,1,4&autoplay=1&expr=2+3&loop=1&speed=-200&controls=0')).toEqual({
      page: 'values=5,1,4&expr=2+3&speed=-200',
      embed: 'autoplay=1&loop=1&controls=0',
    });
  });

  it('knows an encoded key, and leaves a malformed one to the page', () => {
    expect(splitQuery('%61utoplay=1&%zz=1&&n=20')).toEqual({ page: '%zz=1&n=20', embed: '%61utoplay=1' });
  });
});

describe("the embed page's query store", () => {
  it('gives the page its state without the embed keys: no note calls them not a setting of the page', () => {
    const base = memoryQueryStore('speed=-200&autoplay=1&loop=1&controls=0');
    expect(pageCodec.decode(new URLSearchParams(base.read())).notes).toEqual([
      'Ignored autoplay: not a setting of this page',
      'Ignored loop: not a setting of this page',
      'Ignored controls: not a setting of this page',
    ]);
    const store = embedQueryStore(undefined, base);
    expect(store.read()).toBe('speed=-200');
    expect(pageCodec.decode(new URLSearchParams(store.read()))).toEqual({ state: { speed: -200 }, notes: [] });
  });

  it("writes the page's state back with the embed keys kept, and says so", () => {
    const base = memoryQueryStore('values=5,1,4&autoplay=1&speed=-200&controls=0');
    const onWrite = vi.fn();
    const store = embedQueryStore(onWrite, base);
    store.write(new URLSearchParams({ values: '1,4,5', speed: '-10' }));
    expect(base.read()).toBe('values=1,4,5&speed=-10&autoplay=1&controls=0');
    expect(store.read()).toBe('values=1,4,5&speed=-10');
    expect(onWrite).toHaveBeenCalledTimes(1);
  });

  it('hears a change from outside (a new address from the host page) as the hash store does', () => {
    const base = memoryQueryStore('speed=-200&autoplay=1');
    const store = embedQueryStore(undefined, base);
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    base.replace('speed=-100&autoplay=1');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.read()).toBe('speed=-100');
    stop();
  });
});

describe("'Open on the site'", () => {
  it("is the site's page for the same route and state, without the embed keys", () => {
    expect(siteUrlOf('http://127.0.0.1:8787', '#/sortvisualizer/bubblesort?values=5,1,4,2,3&autoplay=1&speed=-200&loop=1')).toBe(
      'http://127.0.0.1:8787/#/sortvisualizer/bubblesort?values=5,1,4,2,3&speed=-200',
    );
    expect(siteUrlOf('https://site.example', '#/games/tictactoe?controls=0')).toBe('https://site.example/#/games/tictactoe');
    expect(siteUrlOf('https://site.example', '')).toBe('https://site.example/');
  });
});
