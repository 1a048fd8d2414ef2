import type { PageServices } from '../../engine/layout/pageServices';
import { SiteFooter } from '../layout/SiteFooter';
import { copyLink } from '../share/copyLink';
import { openPageInRoom } from '../share/pageInRoom';
import { type CatalogueItem, findFamily, siblingsOf } from './catalogue';
import { siblingHref } from './siblingLinks';

/** What the site gives its visualizer pages: the catalogue's back links and siblings, the site footer, the copy-link and embed-code toasts. */
export const siteServices: PageServices = {
  chrome: 'site',
  familyOf: (item) => {
    const family = findFamily(item.family);
    const own = item as CatalogueItem;
    return {
      title: family?.title ?? '',
      backLink: family?.backLink ?? '',
      siblings: siblingsOf(own),
      siblingHref: (sibling, hash) => siblingHref(own, sibling as CatalogueItem, hash),
    };
  },
  Footer: SiteFooter,
  copyLink: (url) => copyLink(url),
  copyEmbedCode: (code) => copyLink(code, 'Embed code copied to clipboard'),
  openInRoom: openPageInRoom,
};
