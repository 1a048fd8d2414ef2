import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { usePageServices } from '../layout/pageServices';
import { shareUrlOfPage } from '../url/hashQuery';

/**
 * Copies `{origin}/#/{route}?{state}`: the page's input and settings, reproducible elsewhere.
 * Not inside an embed, whose 'Open on the site' link is that link already.
 */
export function ShareButton() {
  const { chrome, copyLink } = usePageServices();
  if (chrome === 'embed') return null;
  return (
    <Button startIcon={<ShareIcon />} onClick={() => void copyLink(shareUrlOfPage())} variant="outlined" size="small">
      Share
    </Button>
  );
}
