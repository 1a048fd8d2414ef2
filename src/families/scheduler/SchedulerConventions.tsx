import Box from '@mui/material/Box';
import { conventions } from './schedulerInfo';

/** The schedulers' conventions (numbering, ties, what preempts what), for 'How this page works'. */
export function SchedulerConventions() {
  return (
    <Box component="ul" data-testid="scheduler-conventions" aria-label="Conventions" sx={{ pl: 3, my: 0 }}>
      {conventions.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Box>
  );
}
