import Typography from '@mui/material/Typography';
import { SiteLayout } from '../app/layout/SiteLayout';

/** /realtimeapps and room routes; the room itself arrives with the realtime feature. */
export default function RealtimePage({ roomId }: { roomId?: string; roomPass?: string }) {
  return (
    <SiteLayout>
      <Typography variant="h4" component="h1" sx={{ p: 4 }} data-testid="realtime-page">
        Realtime room{roomId ? `: ${roomId}` : ''}
      </Typography>
    </SiteLayout>
  );
}
