import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RequireLogin } from '../app/auth/RequireLogin';
import { titles, useDocumentTitle } from '../app/documentTitle';
import { SiteLayout } from '../app/layout/SiteLayout';
import { PageLoading } from '../app/PageLoading';
import { useAuthUser } from '../services/auth';
import { NeedsConnection } from './guards/NeedsConnection';
import { useServerGuard } from './guards/useServerGuard';
import { useSingleTab } from './guards/useSingleTab';
import { RealtimeRoom } from './ui/RealtimeRoom';

interface RoomRouteProps {
  roomId?: string;
  roomPass?: string;
}

/** Passed the login gate: one tab only, and an active broadcast server (spec §6, §8). */
function GuardedRoom({ roomId, roomPass }: RoomRouteProps) {
  useSingleTab();
  const serverActive = useServerGuard();
  const { user } = useAuthUser();
  if (!serverActive || !user) return <PageLoading />;
  return <RealtimeRoom key={user.uid} user={user} roomId={roomId} roomPass={roomPass} />;
}

/** /realtimeapps and /realtimeapps/{roomId}/{roomPass?} (spec §2). */
export default function RealtimePage({ roomId, roomPass }: RoomRouteProps) {
  useDocumentTitle(titles.realtime);
  return (
    <SiteLayout>
      <Box data-testid="realtime-page">
        <Typography variant="h4" component="h1" sx={{ px: { xs: 2, sm: 4 }, pt: 4, fontWeight: 700 }}>
          Realtime Apps
        </Typography>
        <NeedsConnection>
          <RequireLogin>
            <GuardedRoom roomId={roomId} roomPass={roomPass} />
          </RequireLogin>
        </NeedsConnection>
      </Box>
    </SiteLayout>
  );
}
