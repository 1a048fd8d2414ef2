import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { hrefOf } from '../url/hashQuery';

/**
 * Spec §2: a title with a back arrow to `backLink`, or one step back in history without one.
 * With a link it is a real link: it opens in a new tab and is announced as navigation.
 */
export function FormHeader({ title, backLink }: { title: string; backLink?: string }) {
  const arrow = backLink ? (
    <IconButton component="a" href={hrefOf(backLink)} aria-label="Back">
      <ArrowBack />
    </IconButton>
  ) : (
    <IconButton onClick={() => history.back()} aria-label="Back">
      <ArrowBack />
    </IconButton>
  );
  return (
    <Box
      component="header"
      className="no-print"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 1.5,
        bgcolor: 'background.paper',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      {arrow}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.2rem', sm: '1.6rem' } }}>
        {title}
      </Typography>
    </Box>
  );
}
