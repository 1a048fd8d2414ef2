import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/** A <video> playing a MediaStream (React cannot set srcObject as a prop). */
export function MediaVideo({
  stream,
  muted = false,
  label,
  testId,
}: {
  stream: MediaStream | null;
  muted?: boolean;
  label: string;
  testId?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) video.play().catch(() => undefined); // autoplay refusals leave the controls-free tile black, not broken
  }, [stream]);
  return (
    <Box
      component="video"
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
      sx={{ width: '100%', aspectRatio: '4 / 3', bgcolor: '#000', borderRadius: 1, display: 'block', objectFit: 'cover' }}
    />
  );
}
