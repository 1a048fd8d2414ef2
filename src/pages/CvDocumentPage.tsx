import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useRef, useState } from 'react';
import { titles, useDocumentTitle } from '../app/documentTitle';
import { owner } from '../content/owner';
import { BreakableAddress } from './cv/BreakableAddress';
import { filterByLanguage, projectLanguages } from './cv/languageFilter';
import { isEmbeddedInFrame, useAutoPrint } from './cv/useAutoPrint';
import { useReportSheetHeight } from './cv/useReportSheetHeight';
import './cv/cv.css';

const languages = projectLanguages(owner.projects);
/** The education table's columns, in order: each names its header and the entry's field. */
const educationColumns = ['Type', 'Organization', 'Completion', 'Location'] as const;

/** The CV itself (/cv/1): a printable document without the site chrome or footer. */
export default function CvDocumentPage() {
  const { profile, contact, education } = owner;
  const [checked, setChecked] = useState<Set<string>>(() => new Set(languages));
  // Before the print below: the saved PDF takes its name from the title.
  useDocumentTitle(titles.cvDocument);
  useAutoPrint(true);
  const sheet = useRef<HTMLElement>(null);
  useReportSheetHeight(sheet);

  const toggle = (language: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(language)) next.delete(language);
      else next.add(language);
      return next;
    });

  return (
    // In /cv's frame the sheet is as tall as its content, which the frame then takes (cv.css).
    <main ref={sheet} className={isEmbeddedInFrame() ? 'cv cv--framed' : 'cv'} id="main" tabIndex={-1}>
      <Box className="cv__toolbar no-print" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
          Print
        </Button>
        <fieldset className="cv__filter">
          <legend>Show projects in</legend>
          <FormGroup row>
            {languages.map((language) => (
              <FormControlLabel
                key={language}
                control={<Checkbox checked={checked.has(language)} onChange={() => toggle(language)} />}
                label={language}
              />
            ))}
          </FormGroup>
        </fieldset>
      </Box>
      <header className="cv__header">
        <h1>{profile.name}</h1>
        <p>{profile.headline}</p>
        <p className="cv__contact">
          {contact.email} · {contact.phone} · {contact.address} · {contact.website}
        </p>
      </header>
      <section aria-labelledby="cv-summary">
        <h2 id="cv-summary">Professional summary</h2>
        <p>{profile.summary}</p>
      </section>
      <section aria-labelledby="cv-skills">
        <h2 id="cv-skills">Skills</h2>
        <p>{profile.skills.join(' · ')}</p>
      </section>
      <section aria-labelledby="cv-projects">
        <h2 id="cv-projects">Projects</h2>
        <ul className="cv__projects" data-testid="cv-projects">
          {filterByLanguage(owner.projects, checked).map((p) => (
            <li key={p.name} data-language={p.language}>
              <strong>{p.name}</strong> <span className="cv__lang">({p.language})</span> — {p.description}{' '}
              <span className="cv__loc">
                <BreakableAddress address={p.location} />
              </span>
            </li>
          ))}
        </ul>
        {checked.size === 0 && <p className="no-print">No language selected: tick one above to list its projects.</p>}
      </section>
      <section aria-labelledby="cv-education">
        <h2 id="cv-education">Education</h2>
        <table className="cv__table">
          <thead>
            <tr>
              {educationColumns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {education.map((e) => (
              <tr key={e.Type}>
                {/* data-label: a phone shows each row as labelled lines (cv.css). */}
                {educationColumns.map((column) => (
                  <td key={column} data-label={column}>
                    {e[column]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="cv-personal">
        <h2 id="cv-personal">Personal</h2>
        <p>
          Born {profile.birthDate}. Hobbies: {owner.hobbies.items.join(', ')}.
        </p>
      </section>
    </main>
  );
}
