import ScreenShareIcon from '@mui/icons-material/ScreenShare';
import Button from '@mui/material/Button';
import { usePageServices } from '../layout/pageServices';
import { shareUrlOfPage } from '../url/hashQuery';
import { DownloadVideo } from './DownloadVideo';
import { EmbedButton } from './EmbedButton';
import { ShareButton } from './ShareButton';

/** What a visitor can take away from a page, beside the transport: its link, and where the site has a room, the page itself into it. */
export function ShareActions() {
  const { openInRoom } = usePageServices();
  return (
    <>
      <ShareButton />
      <EmbedButton />
      <DownloadVideo />
      {openInRoom && (
        <Button startIcon={<ScreenShareIcon />} onClick={() => openInRoom(shareUrlOfPage())} variant="outlined" size="small">
          Share my page
        </Button>
      )}
    </>
  );
}
