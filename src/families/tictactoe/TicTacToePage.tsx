import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Narration, RunError } from '../../engine/controls/EngineReadouts';
import { ShareActions } from '../../engine/controls/ShareActions';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { GameLoading } from '../../engine/layout/GameLoading';
import { type PageItem, VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { useVisualizerPage } from '../../engine/page/useVisualizerPage';
import { GameStage } from '../../engine/stage/GameStage';
import { StateNotes } from '../../engine/url/StateNotes';
import { ticTacToeBinding } from './ticTacToeBinding';
import { ticTacToeInfo } from './ticTacToeInfo';
import { ticTacToeShape } from './ticTacToeShape';

/** `/games/tictactoe`: the visitor against an AI that never loses. */
export default function TicTacToePage({ item }: { item: PageItem }) {
  const page = useVisualizerPage(ticTacToeBinding);
  const { state, notes, session: game, edit, change } = page;
  const symbolLabel = useId();
  if (!game) return <GameLoading item={item} shape={ticTacToeShape} />;

  return (
    <VisualizerLayout
      item={item}
      page={page}
      about={<ComplexityTables data={ticTacToeInfo} />}
      settings={
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-label="Who goes first"
              value={state.first}
              onChange={(_, first) => first && edit({ first })}
            >
              <ToggleButton value="user">You go 1st</ToggleButton>
              <ToggleButton value="ai">You go 2nd</ToggleButton>
            </ToggleButtonGroup>
            {/* A bare X | O pair said nothing of what it sets: its name is on screen too. */}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography id={symbolLabel} variant="body2" component="span">
                Your symbol
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                aria-labelledby={symbolLabel}
                value={state.symbol}
                onChange={(_, symbol) => symbol && edit({ symbol })}
              >
                <ToggleButton value="X">X</ToggleButton>
                <ToggleButton value="O">O</ToggleButton>
              </ToggleButtonGroup>
            </Box>
            <Button variant="outlined" size="small" onClick={() => change((shown) => ({ ...shown }))}>
              Reset
            </Button>
            <ShareActions />
          </Box>
          <StateNotes notes={notes} />
          <RunError store={game.store} />
          <Narration store={game.store} />
        </Box>
      }
    >
      <GameStage session={game} label="Tic tac toe board" shape={ticTacToeShape} onActivate={(cell) => game.userMove(cell)} />
    </VisualizerLayout>
  );
}
