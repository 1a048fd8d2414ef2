import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo } from 'react';

/** Spec §3: complexity data of a visualizer, each as [worst, best, average]. */
export interface ComplexityData {
  description: string;
  time: readonly [worst: string, best: string, average: string];
  space: readonly [worst: string, best: string, average: string];
  /** What the space column counts, said under it where textbooks count differently (the input itself, or only extra memory). */
  spaceNote?: string;
}

function CaseTable({ caption, cells }: { caption: string; cells: readonly [string, string, string] }) {
  return (
    <Table size="small" sx={{ minWidth: 0, '& td, & th': { px: 1 } }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 4px', color: 'inherit', fontWeight: 600 }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Worst
          </TableCell>
          <TableCell component="th" scope="col">
            Best
          </TableCell>
          <TableCell component="th" scope="col">
            Average
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          {cells.map((cell, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the three cases are fixed columns
            <TableCell key={i} sx={{ fontFamily: 'monospace' }}>
              {cell}
            </TableCell>
          ))}
        </TableRow>
      </TableBody>
    </Table>
  );
}

/**
 * The description with the time- and space-complexity tables of the visualizer footer (spec §2).
 * Memoised below: the tables depend on `data` alone and the page re-renders on every new input.
 */
function ComplexityTablesView({ data }: { data: ComplexityData }) {
  return (
    <Box sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{data.description}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <CaseTable caption="Time Complexity" cells={data.time} />
        <Box>
          <CaseTable caption="Space Complexity" cells={data.space} />
          {data.spaceNote && (
            <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
              {data.spaceNote}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

export const ComplexityTables = memo(ComplexityTablesView);
