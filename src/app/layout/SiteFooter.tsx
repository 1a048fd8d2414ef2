import Chat from '@mui/icons-material/Chat';
import Code from '@mui/icons-material/Code';
import Email from '@mui/icons-material/Email';
import Public from '@mui/icons-material/Public';
import Work from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { owner } from '../../content/owner';
import type { ContactKind } from '../../content/types';

/**
 * The feedback part is below the fold on every page and brings its forms and live list with
 * it: loaded after the page, so the first paint and the home route's initial JavaScript do not
 * wait for it (issue 14's budget). Its place is held so the footer does not jump.
 */
const FeedbackSlot = lazy(() => import('./FeedbackSlot').then((m) => ({ default: m.FeedbackSlot })));

const icons: Record<ContactKind, typeof Chat> = { social: Public, messenger: Chat, mail: Email, code: Code, professional: Work };

/** Site footer (spec §2): Latest Feedbacks, Leave a feedback, and the owner's contact links. */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      className="no-print"
      sx={{ mt: 6, px: { xs: 2, sm: 4 }, py: 4, bgcolor: '#0a1522', borderTop: '1px solid rgba(255,255,255,0.08)' }}
    >
      <Suspense fallback={<Box sx={{ minHeight: 240 }} />}>
        <FeedbackSlot />
      </Suspense>
      <Box
        component="ul"
        aria-label="Contact links"
        sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, p: 0, m: 0, mt: 3 }}
      >
        {owner.contact.links.map((link) => {
          const Icon = icons[link.kind];
          return (
            <li key={link.kind}>
              <IconButton
                component="a"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={link.label}
                title={link.label}
                sx={{ color: 'text.primary' }}
              >
                <Icon />
              </IconButton>
            </li>
          );
        })}
      </Box>
      <Typography variant="body2" align="center" sx={{ mt: 2, color: 'text.secondary' }}>
        © {new Date().getFullYear()} {owner.profile.name} · placeholder content
      </Typography>
    </Box>
  );
}
