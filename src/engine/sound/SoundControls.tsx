import VolumeUp from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import { useEffect, useState } from 'react';
import { soundEngine } from './soundEngine';
import { loadSoundSettings, type SoundSettings, saveSoundSettings } from './soundSettings';
import { type SoundProbe, SoundTap, TAP_MS } from './soundTap';

/**
 * The 'Sound' switch and its volume slider (remembered in this browser), and the tap that turns
 * the page's compares and writes into tones while sound is on. Off by default: the
 * AudioContext is created in the switch's click; a setting remembered from an earlier visit
 * waits for the visitor's first click or key press on the page, since browsers allow audio
 * only after a gesture.
 */
export function SoundControls({ probes }: { probes: readonly SoundProbe[] }) {
  const [settings, setSettings] = useState<SoundSettings>(() => loadSoundSettings());
  const [started, setStarted] = useState(soundEngine.started);

  const change = (next: SoundSettings) => {
    setSettings(next);
    saveSoundSettings(next);
  };
  const toggle = (on: boolean) => {
    // Inside the click: the one place a visitor's choice creates the audio output.
    if (on) setStarted(soundEngine.start(settings.volume));
    else soundEngine.stop();
    change({ ...settings, on });
  };

  // Remembered on: start with the visitor's first gesture on this page.
  useEffect(() => {
    if (!settings.on || started) return;
    const onGesture = () => setStarted(soundEngine.start(settings.volume));
    const options = { capture: true, once: true } as const;
    window.addEventListener('pointerdown', onGesture, options);
    window.addEventListener('keydown', onGesture, options);
    return () => {
      window.removeEventListener('pointerdown', onGesture, options);
      window.removeEventListener('keydown', onGesture, options);
    };
  }, [settings.on, settings.volume, started]);

  useEffect(() => {
    soundEngine.setVolume(settings.volume);
  }, [settings.volume]);

  // Tones are scheduled from a timer of their own, never from the animation frame.
  useEffect(() => {
    if (!settings.on || !started) return;
    const tap = new SoundTap(probes, (...tone) => soundEngine.tone(...tone), performance.now());
    const timer = setInterval(() => tap.tick(performance.now()), TAP_MS);
    return () => clearInterval(timer);
  }, [settings.on, started, probes]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
      <FormControlLabel control={<Switch checked={settings.on} onChange={(e) => toggle(e.target.checked)} />} label="Sound" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '1 1 12rem', maxWidth: '20rem', px: 1 }}>
        <VolumeUp aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
        <Slider
          aria-label="Volume"
          min={0}
          max={1}
          step={0.05}
          value={settings.volume}
          disabled={!settings.on}
          onChange={(_, v) => setSettings((s) => ({ ...s, volume: v as number }))}
          onChangeCommitted={(_, v) => change({ ...settings, volume: v as number })}
          getAriaValueText={(v) => `${Math.round(v * 100)}%`}
        />
      </Box>
    </Box>
  );
}
