import WebAsset from '@mui/icons-material/WebAsset';
import Button from '@mui/material/Button';
import { usePageServices } from '../layout/pageServices';
import { embedUrlOfPage, iframeCode } from './embedCode';

/**
 * Copies the embed code for what the page shows now (embedCode.ts): the same route and state as
 * Share's link, in the embed player. Not offered inside an embed, nor where the chrome has no
 * way to copy it (the room).
 */
export function EmbedButton() {
  const { chrome, copyEmbedCode } = usePageServices();
  if (chrome === 'embed' || !copyEmbedCode) return null;
  const copy = () => void copyEmbedCode(iframeCode({ src: embedUrlOfPage(), title: document.title }));
  return (
    <Button startIcon={<WebAsset />} onClick={copy} variant="outlined" size="small">
      Embed
    </Button>
  );
}
