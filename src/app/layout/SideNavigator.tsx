import Box from '@mui/material/Box';
import { hrefOf, useHashRouteLocation } from '../routing/hashLocation';
import { type NavEntry, navEntries, selectedEntry } from './navEntries';
import { useNavClick } from './useNavClick';

function RailLink({ entry, selected }: { entry: NavEntry; selected: boolean }) {
  const onClick = useNavClick(entry.path);
  const { Icon } = entry;
  return (
    // The label is printed under the icon, so no tooltip is needed.
    <a href={hrefOf(entry.path)} aria-current={selected ? 'page' : undefined} onClick={onClick} className="side-nav__link">
      <Icon aria-hidden />
      <span className="side-nav__text">{entry.label}</span>
    </a>
  );
}

/** The side navigator of the shared chrome: a rail on wide screens, hidden on phones where the header carries the same links. */
export function SideNavigator() {
  const [path] = useHashRouteLocation();
  const current = selectedEntry(path);
  return (
    <Box
      component="nav"
      aria-label="Side"
      className="no-print"
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        gap: 1,
        position: 'sticky',
        top: 0,
        height: '100vh',
        width: 88,
        flexShrink: 0,
        pt: 10,
        alignItems: 'center',
        bgcolor: '#0a1522',
        borderRight: '1px solid rgba(255,255,255,0.08)',
        '& .side-nav__link': {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 0.5,
          width: 72,
          py: 1,
          borderRadius: 2,
          color: 'text.secondary',
          textDecoration: 'none',
          fontSize: '0.7rem',
          transition: 'background-color 300ms',
        },
        '& .side-nav__link:hover': { bgcolor: 'rgba(79,195,247,0.12)' },
        '& .side-nav__link[aria-current="page"]': { color: 'primary.main', bgcolor: 'rgba(79,195,247,0.16)' },
        '& .side-nav__link:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {navEntries.map((entry) => (
        <RailLink key={entry.path} entry={entry} selected={entry === current} />
      ))}
    </Box>
  );
}
