import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { type CustomContentProps, closeSnackbar, SnackbarContent } from 'notistack';
import { forwardRef, type PointerEvent, useRef, useState } from 'react';
import { shouldDismiss } from './dragToDismiss';

const accents = {
  default: { colour: '#37474f', Icon: InfoOutlined },
  info: { colour: '#0277bd', Icon: InfoOutlined },
  success: { colour: '#2e7d32', Icon: CheckCircleOutline },
  warning: { colour: '#a15c00', Icon: WarningAmber },
  error: { colour: '#c62828', Icon: ErrorOutline },
} as const;

/**
 * Light toast (spec §9 'light theme') that can be dragged sideways and is dismissed past
 * 80 % of its width; notistack itself pauses its timer on hover and on window blur. An
 * `action` given to enqueueSnackbar (a button, e.g. the new version's 'Reload') sits before
 * the close button.
 */
export const LightToast = forwardRef<HTMLDivElement, CustomContentProps>(function LightToast({ id, message, variant, action }, ref) {
  const { colour, Icon } = accents[variant] ?? accents.default;
  const [dragX, setDragX] = useState(0);
  const start = useRef<number | null>(null);
  const box = useRef<HTMLDivElement>(null);

  const onPointerDown = (e: PointerEvent) => {
    // A press on the close button is a click, not a drag: capturing it would send its pointerup,
    // and so the click, to the toast instead of the button.
    if ((e.target as Element).closest('button')) return;
    start.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setDragX(e.clientX - start.current);
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (shouldDismiss(dragX, box.current?.offsetWidth ?? 0)) closeSnackbar(id);
    else setDragX(0);
  };

  return (
    <SnackbarContent ref={ref} role={variant === 'error' ? 'alert' : 'status'}>
      <div
        ref={box}
        className="light-toast"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{
          transform: `translateX(${dragX}px)`,
          opacity: 1 - Math.min(Math.abs(dragX) / 400, 0.6),
          transition: start.current === null ? 'transform 200ms, opacity 200ms' : 'none',
          borderLeft: `6px solid ${colour}`,
        }}
      >
        <Icon sx={{ color: colour }} fontSize="small" aria-hidden />
        <span className="light-toast__message">{message}</span>
        {typeof action === 'function' ? action(id) : action}
        <button type="button" className="light-toast__close" aria-label="Dismiss notification" onClick={() => closeSnackbar(id)}>
          <Close fontSize="small" />
        </button>
      </div>
    </SnackbarContent>
  );
});
