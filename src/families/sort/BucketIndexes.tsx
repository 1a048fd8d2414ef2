import Box from '@mui/material/Box';
import { memo } from 'react';
import { LABEL_FONT_PX, labelsMinWidth } from '../../render/bars/barLabels';

/**
 * Each bucket's index under it: the value a counting sort bucket counts (CLRS Fig. 8.2 reads
 * C[0..5] = 2 0 2 3 0 1: the counts over the buckets, barLabels.ts, and these indexes under
 * them), the digit a radix sort bucket holds. Shown by the value labels' rule (labelsMinWidth):
 * only while the widest index fits its column, so not at a range of hundreds. Whether they fit
 * is the browser's to decide, by a container query on the strip's width: nothing is measured in
 * script, and nothing here changes while a run plays. Hidden from assistive technology, as the
 * other labels are: the stage's description and narration say the buckets.
 */
export const BucketIndexes = memo(function BucketIndexes({ count }: { count: number }) {
  const minWidth = labelsMinWidth(count, count - 1);
  if (!Number.isFinite(minWidth)) return null;
  return (
    <Box aria-hidden sx={{ containerType: 'inline-size' }}>
      <Box
        data-testid="bucket-indexes"
        sx={{
          display: 'none',
          [`@container (min-width: ${minWidth}px)`]: { display: 'flex' },
          color: 'text.secondary',
          font: `600 ${LABEL_FONT_PX}px/1.5 system-ui, sans-serif`,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the label itself.
          <Box key={index} sx={{ flex: '1 1 0', minWidth: 0, textAlign: 'center' }}>
            {index}
          </Box>
        ))}
      </Box>
    </Box>
  );
});
