import type { ClientMessage, IceCandidate, SessionDescription } from '../protocol/signalling';

/** Spec §4: each peer link opens three data channels; issue 50 adds a fourth, the room's shared visualizer. */
export const CHANNEL_NAMES = ['chat', 'note', 'canvas', 'visualizer'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

export interface PeerLinkDeps {
  remoteId: string;
  localStream: MediaStream | null;
  iceServers: RTCIceServer[];
  signal(message: ClientMessage): void;
  onRemoteStream(stream: MediaStream): void;
  onChannelOpen(name: ChannelName): void;
  onChannelMessage(name: ChannelName, data: unknown): void;
}

export interface PeerLink {
  makeOffer(): Promise<void>;
  acceptOffer(offer: SessionDescription): Promise<void>;
  acceptAnswer(answer: SessionDescription): Promise<void>;
  addCandidate(candidate: IceCandidate): Promise<void>;
  send(name: ChannelName, data: string): void;
  close(): void;
}

/**
 * One RTCPeerConnection to one other member. The channels are pre-negotiated with fixed ids
 * so both sides create the same four at once and neither waits for 'datachannel' events.
 * Whatever the peer or the server hands us (bad SDP, stray candidates) is dropped, never thrown.
 */
export function createPeerLink(deps: PeerLinkDeps): PeerLink {
  const pc = new RTCPeerConnection({ iceServers: deps.iceServers });
  const to = deps.remoteId;
  for (const track of deps.localStream?.getTracks() ?? []) pc.addTrack(track, deps.localStream as MediaStream);

  const channels = new Map<ChannelName, RTCDataChannel>();
  CHANNEL_NAMES.forEach((name, id) => {
    const channel = pc.createDataChannel(name, { negotiated: true, id });
    channel.onopen = () => deps.onChannelOpen(name);
    channel.onmessage = (event) => deps.onChannelMessage(name, event.data);
    channels.set(name, channel);
  });

  // Candidates may arrive before the description they belong to; they wait here.
  let queued: IceCandidate[] = [];
  const drain = async () => {
    const waiting = queued;
    queued = [];
    for (const c of waiting) await pc.addIceCandidate(c).catch(() => undefined);
  };

  pc.onicecandidate = (event) => {
    if (event.candidate) deps.signal({ to, type: 'ice-candidate', candidate: event.candidate.toJSON() as IceCandidate });
  };
  pc.ontrack = (event) => deps.onRemoteStream(event.streams[0] ?? new MediaStream([event.track]));

  const sdp = (d: RTCSessionDescriptionInit | null): string => d?.sdp ?? '';

  return {
    async makeOffer() {
      try {
        await pc.setLocalDescription(await pc.createOffer());
        deps.signal({ to, type: 'offer', offer: { type: 'offer', sdp: sdp(pc.localDescription) } });
      } catch {
        // The link is simply not made; the other side sees nobody's video, the page stays usable.
      }
    },
    async acceptOffer(offer) {
      try {
        await pc.setRemoteDescription(offer);
        await drain();
        await pc.setLocalDescription(await pc.createAnswer());
        deps.signal({ to, type: 'answer', answer: { type: 'answer', sdp: sdp(pc.localDescription) } });
      } catch {
        // A malformed offer: ignored.
      }
    },
    async acceptAnswer(answer) {
      if (pc.signalingState !== 'have-local-offer') return;
      try {
        await pc.setRemoteDescription(answer);
        await drain();
      } catch {
        // A malformed answer: ignored.
      }
    },
    async addCandidate(candidate) {
      if (!pc.remoteDescription) {
        if (queued.length < 200) queued.push(candidate);
        return;
      }
      await pc.addIceCandidate(candidate).catch(() => undefined);
    },
    send(name, data) {
      const channel = channels.get(name);
      if (channel?.readyState !== 'open') return;
      try {
        channel.send(data);
      } catch {
        // Too large or closing mid-send: this one message is lost, the link stays up.
      }
    },
    close() {
      for (const channel of channels.values()) channel.close();
      pc.close();
    },
  };
}
