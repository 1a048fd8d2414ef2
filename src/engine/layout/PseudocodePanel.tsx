import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, useId, useState } from 'react';
import type { Extras } from '../session/familyAdapter';
import type { EngineUi } from '../session/uiSlices';
import { StoreText } from '../store/StoreText';
import { type UiStore, useUiSelector } from '../store/uiStore';
import { indentOf, type Pseudocode } from '../story/code';
import { EMBED_SIDE_PANEL_QUERY } from './embedMedia';
import { usePageServices } from './pageServices';
import { visuallyHidden } from './visuallyHidden';

/** What the panel reads: a session's store (where the run stands) and its algorithm's lines. */
export interface CodeSource<X extends Extras> {
  readonly store: UiStore<EngineUi<X>>;
  pseudocode(): Pseudocode;
}

/** Where the panel sits beside the stage: wide screens (the layout's `lg`); below it the panel folds under a toggle. */
const WIDE = '(min-width: 1200px)';

/**
 * The pseudocode of the algorithm on the stage, its current line marked (`aria-current="step"`),
 * and the values that line reads, updated as the UI store is (a few times a second at fast
 * paces). A screen reader hears the line when the run is stepped or paused, never during play;
 * focus never moves into the panel. On a phone it folds under a 'Pseudocode' toggle, closed at
 * first.
 */
export function PseudocodePanel<X extends Extras>({ source, title }: { source: CodeSource<X>; title?: string }) {
  // In an embed's frame the panel shows only where it fits beside the stage (EmbedLayout), open.
  const wide = useMediaQuery(usePageServices().chrome === 'embed' ? EMBED_SIDE_PANEL_QUERY : WIDE, { noSsr: true });
  const [openNarrow, setOpenNarrow] = useState(false);
  const open = wide || openNarrow;
  const listId = useId();
  const lines = source.pseudocode();
  if (lines.length === 0) return null;
  const name = title ? `Pseudocode: ${title}` : 'Pseudocode';
  return (
    <Box
      component="section"
      aria-label={name}
      data-testid="pseudocode"
      // Its updates (a few a second in a run) lay out and paint inside it only (StageBeside.tsx).
      sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 1.5, sm: 2 }, minWidth: 0, contain: 'layout paint' }}
    >
      {wide ? (
        <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {name}
        </Typography>
      ) : (
        <Button size="small" variant="outlined" aria-expanded={openNarrow} aria-controls={listId} onClick={() => setOpenNarrow((was) => !was)}>
          {name}
        </Button>
      )}
      <Box id={listId} hidden={!open} sx={{ mt: wide ? 0 : 1.5 }}>
        <CodeLines store={source.store} lines={lines} />
        <Variables store={source.store} />
      </Box>
      <SpokenLine store={source.store} lines={lines} />
    </Box>
  );
}

/** The listing's list, styled once; only its lines follow the store (CurrentLines). */
const CodeLines = memo(function CodeLines<X extends Extras>({ store, lines }: { store: UiStore<EngineUi<X>>; lines: Pseudocode }) {
  return (
    <Box
      component="ol"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        fontFamily: MONOSPACE,
        fontSize: '0.8125rem',
        lineHeight: 1.6,
        '& > li': { pr: 0.5, borderRadius: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.secondary' },
        '& > li[aria-current="step"]': { bgcolor: 'rgba(79,195,247,0.22)', color: 'text.primary', boxShadow: 'inset 3px 0 0 #4fc3f7' },
      }}
    >
      <CurrentLines store={store} lines={lines} />
    </Box>
  );
}) as <X extends Extras>(props: { store: UiStore<EngineUi<X>>; lines: Pseudocode }) => React.ReactElement;

/**
 * The lines, the current one marked: what a tick of a run renders again, without the styled
 * list around it (StoreText.tsx says why).
 */
function CurrentLines<X extends Extras>({ store, lines }: { store: UiStore<EngineUi<X>>; lines: Pseudocode }) {
  const current = useUiSelector(store, (s) => s.code.line);
  return lines.map((line, index) => (
    // Lines are fixed for the algorithm: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <CodeLine key={index} line={line} current={index === current} />
  ));
}

/**
 * One line of the listing: a plain `li`, styled by the list's rules. A run moves the highlight
 * up to four times a second (UiStore); memoised, only the line that lost the highlight and the
 * one that got it render again, and neither resolves an `sx` of its own (at 4× the panel's
 * MUI boxes, resolved on every update, cost the array search about 8 of its 50 fps).
 */
const CodeLine = memo(function CodeLine({ line, current }: { line: string; current: boolean }) {
  return (
    <li aria-current={current ? 'step' : undefined} style={{ paddingLeft: `${0.5 + indentOf(line) * 1.25}rem` }}>
      {line.trimStart()}
    </li>
  );
});

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The values the current line reads, as a description list; the boxes around it render once. */
function Variables<X extends Extras>({ store }: { store: UiStore<EngineUi<X>> }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <VariablesHeading />
      {/* Said beside the list, not in it: a <dl> holds only name and value pairs. */}
      <NoVariablesYet store={store} />
      <Box
        component="dl"
        data-testid="variables"
        sx={{
          m: 0,
          mt: 0.5,
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 1.5,
          rowGap: 0.25,
          fontSize: '0.8125rem',
          '& > div': { display: 'contents' },
          '& dt': { fontFamily: MONOSPACE, color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <VariablePairs store={store} />
      </Box>
    </Box>
  );
}

/** The pairs, as plain elements styled by the list's rules: rendered again only when a value changes. */
function VariablePairs<X extends Extras>({ store }: { store: UiStore<EngineUi<X>> }) {
  const text = useUiSelector(store, (s) => s.code.variables.map(([name, value]) => `${name}\u0000${value}`).join('\u0001'));
  const pairs = text ? text.split('\u0001').map((pair) => pair.split('\u0000')) : [];
  return pairs.map(([name, value]) => (
    <div key={name}>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  ));
}

function NoVariablesYet<X extends Extras>({ store }: { store: UiStore<EngineUi<X>> }) {
  return useUiSelector(store, (s) => s.code.variables.length === 0) ? <NoVariables /> : null;
}

const VariablesHeading = memo(function VariablesHeading() {
  return (
    <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
      Variables
    </Typography>
  );
});

const NoVariables = memo(function NoVariables() {
  return (
    <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
      None yet: step or play the run.
    </Typography>
  );
});

/**
 * The current line in words for a screen reader, while the run is not playing: heard after a
 * step, a scrub or a pause, silent through play (a line a frame would drown every other word).
 */
function SpokenLine<X extends Extras>({ store, lines }: { store: UiStore<EngineUi<X>>; lines: Pseudocode }) {
  return (
    <Box aria-live="polite" sx={visuallyHidden}>
      <StoreText
        store={store}
        select={(s) => (s.status === 'running' || s.code.line < 0 ? '' : `Line ${s.code.line + 1}: ${lines[s.code.line]?.trim() ?? ''}`)}
      />
    </Box>
  );
}
