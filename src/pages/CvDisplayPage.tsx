import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { titles, useDocumentTitle } from '../app/documentTitle';
import { SiteLayout } from '../app/layout/SiteLayout';
import { hrefOf } from '../app/routing/hashLocation';
import { useFrameFitsSheet } from './cv/useFrameFitsSheet';
import { usePrintFrameSheet } from './cv/usePrintFrameSheet';
import './cv/cv.css';

const CV_DOCUMENT = '/cv/1';
const FRAME_BORDER_PX = 1;

/** /cv: the CV in a frame, plus links that open /cv/1 (which prints itself) in a new tab. */
export default function CvDisplayPage() {
  useDocumentTitle(titles.cv);
  const frame = useRef<HTMLIFrameElement>(null);
  usePrintFrameSheet(frame);
  const sheetHeight = useFrameFitsSheet(frame);
  return (
    <SiteLayout>
      <Box sx={{ px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '3rem' }, mb: 2 }}>
          CV / Resume
        </Typography>
        <Box className="no-print" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
          <Button variant="contained" startIcon={<Download />} href={hrefOf(CV_DOCUMENT)} target="_blank" rel="noopener">
            Download PDF
          </Button>
          <Button variant="outlined" startIcon={<OpenInNew />} href={hrefOf(CV_DOCUMENT)} target="_blank" rel="noopener">
            Open printable CV
          </Button>
        </Box>
        <Box
          component="iframe"
          ref={frame}
          title="CV document"
          src={hrefOf(CV_DOCUMENT)}
          // The sheet's own height once it has said it, so the frame has no scroll bar of its own,
          // plus the border round it (the box is border-box). Inline: it changes with the filter.
          style={sheetHeight === undefined ? undefined : { height: sheetHeight + 2 * FRAME_BORDER_PX }}
          sx={{
            display: 'block',
            width: '100%',
            // Until the sheet has said its height: most of the screen, the footer below the fold.
            height: { xs: '70vh', sm: '80vh' },
            border: `${FRAME_BORDER_PX}px solid rgba(255,255,255,0.15)`,
            borderRadius: 2,
            bgcolor: '#fff',
          }}
        />
      </Box>
    </SiteLayout>
  );
}
