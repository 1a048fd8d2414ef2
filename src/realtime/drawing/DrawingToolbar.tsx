import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { MAX_BRUSH, MIN_BRUSH } from './drawingCommands';

/** Colour picker, brush size 1–5 and clear (spec §2, §5). */
export function DrawingToolbar({
  colour,
  brush,
  onColour,
  onBrush,
  onClear,
}: {
  colour: string;
  brush: number;
  onColour(colour: string): void;
  onBrush(weight: number): void;
  onClear(): void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1.5 }}>
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span">Colour</Typography>
        <Box
          component="input"
          type="color"
          value={colour}
          onChange={(e) => onColour(e.target.value)}
          sx={{ width: 44, height: 32, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'transparent', cursor: 'pointer' }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 160, flex: '0 1 240px' }}>
        <Typography id="brush-size-label" component="span">
          Brush
        </Typography>
        <Slider
          aria-labelledby="brush-size-label"
          min={MIN_BRUSH}
          max={MAX_BRUSH}
          step={1}
          marks
          value={brush}
          valueLabelDisplay="auto"
          onChange={(_e, v) => onBrush(Array.isArray(v) ? v[0] : v)}
        />
      </Box>
      <Button variant="outlined" color="warning" startIcon={<DeleteIcon aria-hidden />} onClick={onClear}>
        Clear
      </Button>
    </Box>
  );
}
