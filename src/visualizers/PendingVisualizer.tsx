import Typography from '@mui/material/Typography';
import type { CatalogueItem } from './catalogue';
import { VisualizerLayout } from './chrome/VisualizerLayout';

/** The screen of a family whose animation is not built yet: honest about it, never blank. */
export default function PendingVisualizer({ item }: { item: CatalogueItem }) {
  return (
    <VisualizerLayout item={item}>
      <Typography role="status" sx={{ p: 4, textAlign: 'center', bgcolor: 'background.paper', borderRadius: 2 }} data-testid="visualizer-pending">
        The {item.type} visualizer is on its way. Meanwhile, try one of its siblings below.
      </Typography>
    </VisualizerLayout>
  );
}
