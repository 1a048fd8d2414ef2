import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState } from 'react';
import { hrefOf, useHashRouteLocation } from '../routing/hashLocation';
import { type NavEntry, navEntries, selectedEntry } from './navEntries';
import { useNavClick } from './useNavClick';

/** Spec §2: the hover highlight glides to the hovered link over 1000 ms. */
export const HIGHLIGHT_MS = 1000;

function NavLink({ entry, selected, onHover }: { entry: NavEntry; selected: boolean; onHover: (el: HTMLElement) => void }) {
  const onClick = useNavClick(entry.path);
  return (
    <a
      href={hrefOf(entry.path)}
      aria-current={selected ? 'page' : undefined}
      className="header-nav__link"
      data-selected={selected}
      onClick={onClick}
      onMouseEnter={(e) => onHover(e.currentTarget)}
      onFocus={(e) => onHover(e.currentTarget)}
    >
      {entry.label}
    </a>
  );
}

export function HeaderNav() {
  const [path] = useHashRouteLocation();
  const current = selectedEntry(path);
  const list = useRef<HTMLDivElement>(null);
  const [highlight, setHighlight] = useState<{ left: number; width: number } | null>(null);

  const moveTo = (el: HTMLElement) => setHighlight({ left: el.offsetLeft, width: el.offsetWidth });
  const reset = () => {
    const selected = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    // A page outside the navigation (not found) has no link to rest on.
    if (selected) moveTo(selected);
    else setHighlight(null);
  };

  // Rest on the selected link at first paint and after every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the route changes
  useLayoutEffect(reset, [path]);

  return (
    <Box
      component="nav"
      aria-label="Main"
      ref={list}
      onMouseLeave={reset}
      onBlur={reset}
      sx={{
        position: 'relative',
        display: 'flex',
        gap: { xs: 0.5, sm: 1.5 },
        '& .header-nav__link': {
          position: 'relative',
          zIndex: 1,
          color: 'text.primary',
          textDecoration: 'none',
          fontWeight: 600,
          fontSize: { xs: '0.85rem', sm: '1rem' },
          px: { xs: 0.75, sm: 1.5 },
          py: 0.75,
          borderRadius: 1,
          whiteSpace: 'nowrap',
        },
        '& .header-nav__link[data-selected="true"]': { color: 'primary.main' },
        '& .header-nav__link:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {navEntries.map((entry) => (
        <NavLink key={entry.path} entry={entry} selected={entry === current} onHover={moveTo} />
      ))}
      <Box
        aria-hidden
        data-testid="nav-highlight"
        sx={{
          position: 'absolute',
          bottom: 0,
          height: 3,
          borderRadius: 2,
          bgcolor: 'primary.main',
          transition: `left ${HIGHLIGHT_MS}ms ease, width ${HIGHLIGHT_MS}ms ease, opacity ${HIGHLIGHT_MS}ms ease`,
          left: highlight?.left ?? 0,
          width: highlight?.width ?? 0,
          opacity: highlight ? 1 : 0,
        }}
      />
    </Box>
  );
}
