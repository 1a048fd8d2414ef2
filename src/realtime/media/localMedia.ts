/** Camera and microphone are both required to enter a room (spec §5). */
export async function openLocalMedia(): Promise<MediaStream | null> {
  try {
    if (!navigator.mediaDevices?.getUserMedia) return null;
    return await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  } catch {
    return null;
  }
}

export function stopMedia(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Spec §4: the toggles flip the tracks' enabled state (the tracks keep running). */
export function setTracksEnabled(stream: MediaStream | null, camera: boolean, mic: boolean) {
  for (const t of stream?.getVideoTracks() ?? []) t.enabled = camera;
  for (const t of stream?.getAudioTracks() ?? []) t.enabled = mic;
}
