import { EmbedButton } from './EmbedButton';
import { DownloadVideo } from './DownloadVideo';
import { ShareButton } from './ShareButton';

/** What a visitor can take away from a page, beside the transport: its link (and what the site's other ways to share add here). */
export function ShareActions() {
  return [<ShareButton key="share" />, <EmbedButton key="embed" />, <DownloadVideo key="video" />];
}
