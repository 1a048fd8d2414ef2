import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { titles, useDocumentTitle } from '../app/documentTitle';
import { SiteLayout } from '../app/layout/SiteLayout';
import { owner } from '../content/owner';
import type { TextSection } from '../content/types';
import { IntroLineForms } from './home/IntroLineForms';
import { indefiniteArticle } from './home/indefiniteArticle';
import { PauseWordsButton } from './home/PauseWordsButton';
import { TextChanger } from './home/TextChanger';
import { PageSection } from './PageSection';

function Paragraphs({ section, children }: { section: TextSection; children?: ReactNode }) {
  return (
    <PageSection id={section.id} title={section.title}>
      {section.paragraphs.map((p) => (
        <Typography key={p} sx={{ maxWidth: '70ch', mb: 1.5, lineHeight: 1.7 }}>
          {p}
        </Typography>
      ))}
      {children}
    </PageSection>
  );
}

export default function HomePage() {
  const { profile } = owner;
  useDocumentTitle(titles.home);
  const [wordsPaused, setWordsPaused] = useState(false);
  return (
    <SiteLayout>
      <Box
        component="header"
        id="intro"
        sx={{ px: { xs: 2, sm: 4 }, pt: { xs: 4, sm: 8 }, pb: 4, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Avatar src={profile.photo} alt={`${profile.name} (placeholder photo)`} sx={{ width: 96, height: 96 }} />
        <Box>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '3rem' } }}>
            {profile.name}
          </Typography>
          <Box sx={{ mt: 1, display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="h5" component="div" className="intro-words">
              <IntroLineForms words={owner.introWords} lead={indefiniteArticle} />
              <p>
                I am <TextChanger words={owner.introWords} lead={indefiniteArticle} paused={wordsPaused} />
              </p>
            </Typography>
            <PauseWordsButton paused={wordsPaused} onToggle={() => setWordsPaused((paused) => !paused)} />
          </Box>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{profile.headline}</Typography>
        </Box>
      </Box>
      {/* Two columns on a wide screen (global.css), filled row by row in this reading order. */}
      <div className="home-sections">
        <Paragraphs section={owner.about} />
        <PageSection id="skills" title="Skills">
          {/* Labels drawn as MUI's outlined chips are (dark theme: a grey 700 border, 16 px round,
              13 px type), as a plain list: the Chip component and its ButtonBase were 13 kB of the
              home route's initial JS for labels nobody presses. */}
          <Box component="ul" aria-label="Skills" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
            {profile.skills.map((s) => (
              <Box
                component="li"
                key={s}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  height: 32,
                  px: '11px',
                  border: 1,
                  borderColor: 'grey.700',
                  borderRadius: '16px',
                  fontSize: '0.8125rem',
                  whiteSpace: 'nowrap',
                }}
              >
                {s}
              </Box>
            ))}
          </Box>
        </PageSection>
        <Paragraphs section={owner.academics}>
          <Box component="ul" aria-label="Education" sx={{ m: 0, pl: 3 }}>
            {owner.education.map((e) => (
              <li key={e.Type}>
                <Typography>
                  <strong>{e.Type}</strong>, {e.Organization}, {e.Location} ({e.Completion})
                </Typography>
              </li>
            ))}
          </Box>
        </Paragraphs>
        <PageSection id="hobbies" title={owner.hobbies.title}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {owner.hobbies.items.map((h) => (
              <li key={h}>
                <Typography>{h}</Typography>
              </li>
            ))}
          </Box>
        </PageSection>
        <Paragraphs section={owner.beliefs} />
        <Paragraphs section={owner.motivation} />
      </div>
    </SiteLayout>
  );
}
