import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A game's own button beside the transport (Solve, Clear, Shuffle, the level). */
export function GameButton({ onClick, disabled, children, label }: { onClick: () => void; disabled?: boolean; children: ReactNode; label?: string }) {
  return (
    <Button variant="outlined" size="small" onClick={onClick} disabled={disabled} aria-label={label}>
      {children}
    </Button>
  );
}
