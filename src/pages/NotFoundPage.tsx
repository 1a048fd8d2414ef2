import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { titles, useDocumentTitle } from '../app/documentTitle';
import { SiteLayout } from '../app/layout/SiteLayout';

export default function NotFoundPage() {
  useDocumentTitle(titles.notFound);
  return (
    <SiteLayout>
      <Box sx={{ px: { xs: 2, sm: 4 }, py: 8, textAlign: 'center' }} data-testid="not-found">
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          Page not found
        </Typography>
        <Typography sx={{ my: 2, color: 'text.secondary' }}>There is nothing at this address.</Typography>
        <Button variant="contained" href="#/">
          Go to the home page
        </Button>
      </Box>
    </SiteLayout>
  );
}
