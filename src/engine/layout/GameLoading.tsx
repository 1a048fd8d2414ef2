import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type BoardShape, boardSideCss } from '../../render/board/boardShape';
import { idleUi } from '../session/idleUi';
import { StageFrame, type StageSession } from '../stage/StageFrame';
import { UiStore } from '../store/uiStore';
import { EmbedLayout } from './EmbedLayout';
import { FormHeader } from './FormHeader';
import { type PageItem, usePageServices } from './pageServices';

/** An empty stage: nothing runs on it and no board is drawn in it. */
const noGame: StageSession<Record<string, never>, unknown> = { store: new UiStore(() => idleUi), attachRenderer: () => {} };
const noBoard = () => new Promise<never>(() => {});

/**
 * Said in words while a game's code or board is being prepared, in the page's own title bar and
 * an empty stage of the board's size, where the board will be. Nothing below it: the settings,
 * description, cards and site footer come with the game, under the board, and move nothing on
 * screen. A footer here as well was mounted, then replaced by the game's, so its live feedback
 * stream was opened, aborted and opened again on almost every game load.
 * The main area's padding is VisualizerLayout's, so the header and stage sit where the game's will.
 */
export function GameLoading({ item, shape }: { item: PageItem; shape: BoardShape }) {
  const services = usePageServices();
  const stage = (
    <StageFrame
      session={noGame}
      renderer={noBoard}
      height="auto"
      fitHeight={(width) => boardSideCss(shape, width)}
      preparing={
        <Typography role="status" sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
          Preparing the board…
        </Typography>
      }
    />
  );
  // In an embed's frame: where the embed's board will be, with no title bar.
  if (services.chrome === 'embed') return <EmbedLayout item={item} stage={stage} aside={null} />;
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <FormHeader title={item.type} backLink={services.familyOf(item).backLink || undefined} />
      <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none', px: { xs: 1, sm: 3 }, py: 2 }}>
        {stage}
      </Box>
    </Box>
  );
}
