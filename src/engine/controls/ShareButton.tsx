import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { usePageServices } from '../layout/pageServices';
import { shareUrlOfPage } from '../url/hashQuery';

/** Copies `{origin}/#/{route}?{state}`: the page's input and settings, reproducible elsewhere. */
export function ShareButton() {
  const { copyLink } = usePageServices();
  return (
    <Button startIcon={<ShareIcon />} onClick={() => void copyLink(shareUrlOfPage())} variant="outlined" size="small">
      Share
    </Button>
  );
}
