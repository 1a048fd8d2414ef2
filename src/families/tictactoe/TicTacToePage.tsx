import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { CatalogueItem } from '../../app/catalogue/catalogue';
import { ComplexityTables } from '../../engine/layout/ComplexityTables';
import { VisualizerLayout } from '../../engine/layout/VisualizerLayout';
import { Narration, RunError } from '../../engine/controls/EngineReadouts';
import { ShareButton } from '../../engine/controls/ShareButton';
import { StateNotes } from '../../engine/url/StateNotes';
import { useUrlState } from '../../engine/url/useUrlState';
import { ticTacToeShape } from '../games/boardShapes';
import { GameLoading } from '../../engine/layout/GameLoading';
import { GameStage } from '../../engine/stage/GameStage';
import { gameInfo } from '../games/gameInfo';
import { TicTacToeGame } from './ticTacToeGame';
import { ticTacToeCodec, ticTacToeDefaults } from './ticTacToeUrlState';

/** `/games/tictactoe`: the visitor against an AI that never loses. */
export default function TicTacToePage({ item }: { item: CatalogueItem }) {
  const { state, update, notes } = useUrlState(ticTacToeCodec, ticTacToeDefaults);
  const [game, setGame] = useState<TicTacToeGame | null>(null);
  // Made before the first paint (like useRunSession's sessions), so the page is never painted without its game.
  useLayoutEffect(() => {
    const created = new TicTacToeGame();
    setGame(created);
    return () => created.dispose();
  }, []);
  // A new game whenever who-goes-first or the symbol changes (and at the start).
  useEffect(() => {
    game?.reset({ first: state.first, symbol: state.symbol });
  }, [game, state.first, state.symbol]);
  if (!game) return <GameLoading item={item} shape={ticTacToeShape} />;

  return (
    <VisualizerLayout
      item={item}
      about={<ComplexityTables data={gameInfo.tictactoe} />}
      settings={
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <ToggleButtonGroup exclusive size="small" aria-label="Who goes first" value={state.first} onChange={(_, first) => first && update({ first })}>
              <ToggleButton value="user">You go 1st</ToggleButton>
              <ToggleButton value="ai">You go 2nd</ToggleButton>
            </ToggleButtonGroup>
            <ToggleButtonGroup exclusive size="small" aria-label="Your symbol" value={state.symbol} onChange={(_, symbol) => symbol && update({ symbol })}>
              <ToggleButton value="X">X</ToggleButton>
              <ToggleButton value="O">O</ToggleButton>
            </ToggleButtonGroup>
            <Button variant="outlined" size="small" onClick={() => game.reset({ first: state.first, symbol: state.symbol })}>
              Reset
            </Button>
            <ShareButton />
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
