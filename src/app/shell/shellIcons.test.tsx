import ArrowBack from '@mui/icons-material/ArrowBack';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { navEntries } from '../layout/navEntries';
import { navIconOf, shellIcons } from './shellIcons';

const pathOf = (markup: string) => /<path d="([^"]+)"/.exec(markup)?.[1];

describe('the boot shell draws the icons the app draws', () => {
  it('for every entry of the side navigator', () => {
    for (const { path, Icon } of navEntries) {
      expect(shellIcons[navIconOf[path]!]).toBe(pathOf(renderToStaticMarkup(<Icon />)));
    }
  });
  it('for the visualizer header’s back arrow', () => {
    expect(shellIcons.ArrowBack).toBe(pathOf(renderToStaticMarkup(<ArrowBack />)));
  });
});
