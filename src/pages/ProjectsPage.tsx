import Typography from '@mui/material/Typography';
import { families } from '../app/catalogue/catalogue';
import { titles, useDocumentTitle } from '../app/documentTitle';
import { SiteLayout } from '../app/layout/SiteLayout';
import { CardSlider } from '../engine/layout/CardSlider';
import { useBroadcastActive } from '../services/broadcastHealth';
import { PageSection } from './PageSection';
import { REALTIME_SECTION_ID, realtimeCards, realtimeStatusTitle } from './projects/realtimeCards';

export default function ProjectsPage() {
  const active = useBroadcastActive();
  useDocumentTitle(titles.projects);
  return (
    <SiteLayout>
      <Typography
        variant="h3"
        component="h1"
        sx={{ px: { xs: 2, sm: 4 }, pt: { xs: 3, sm: 5 }, fontWeight: 800, fontSize: { xs: '2rem', sm: '3rem' } }}
      >
        Projects
      </Typography>
      {families.map((family) => (
        <PageSection key={family.id} id={family.id} title={family.title}>
          <CardSlider label={family.title} cards={family.items} />
        </PageSection>
      ))}
      <PageSection id={REALTIME_SECTION_ID} title="Real Time Apps">
        <Typography
          variant="h6"
          component="p"
          data-testid="realtime-status"
          role="status"
          sx={{ mb: 1, color: active ? 'success.main' : 'warning.main' }}
        >
          {realtimeStatusTitle(active)}
        </Typography>
        <CardSlider label="Real Time Apps" cards={realtimeCards(active)} />
      </PageSection>
    </SiteLayout>
  );
}
