import Typography from '@mui/material/Typography';
import type { CatalogueItem } from '../visualizers/catalogue';
import { VisualizerLayout } from '../visualizers/chrome/VisualizerLayout';

/** Said in words while a game's board is being prepared. */
export function GameLoading({ item }: { item: CatalogueItem }) {
  return (
    <VisualizerLayout item={item}>
      <Typography role="status">Preparing the board…</Typography>
    </VisualizerLayout>
  );
}
