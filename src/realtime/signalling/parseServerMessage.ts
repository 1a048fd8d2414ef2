import type { IceCandidate, RoomMember, ServerMessage, SessionDescription } from '../protocol/signalling';

/**
 * The server is ours, but a proxy, an old server build or a bug could still hand us anything:
 * every incoming frame is checked here so the room logic only ever sees well-formed messages.
 * Anything else yields null and is dropped.
 */
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

function member(v: unknown): RoomMember | null {
  if (!isObj(v) || !isStr(v.socketId) || !v.socketId) return null;
  return { socketId: v.socketId, name: isStr(v.name) ? v.name : '', profilePic: isStr(v.profilePic) ? v.profilePic : '' };
}

function description(v: unknown, kind: 'offer' | 'answer'): SessionDescription | null {
  return isObj(v) && v.type === kind && isStr(v.sdp) ? { type: kind, sdp: v.sdp } : null;
}

function candidate(v: unknown): IceCandidate | null {
  if (!isObj(v) || !isStr(v.candidate)) return null;
  const c: IceCandidate = { candidate: v.candidate };
  if (isStr(v.sdpMid) || v.sdpMid === null) c.sdpMid = v.sdpMid;
  if (typeof v.sdpMLineIndex === 'number' || v.sdpMLineIndex === null) c.sdpMLineIndex = v.sdpMLineIndex;
  if (isStr(v.usernameFragment) || v.usernameFragment === null) c.usernameFragment = v.usernameFragment;
  return c;
}

export function parseServerMessage(raw: unknown): ServerMessage | null {
  let m: unknown;
  try {
    m = typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  if (!isObj(m)) return null;
  switch (m.type) {
    case 'joined room successfully':
    case 'created room successfully': {
      if (!Array.isArray(m.clients) || !isStr(m.me) || !m.me) return null;
      const clients = m.clients.map(member).filter((c): c is RoomMember => c !== null);
      return { type: m.type, clients, admin: isStr(m.admin) ? m.admin : '', me: m.me };
    }
    case 'new client': {
      const c = member(m);
      return c && { type: 'new client', ...c };
    }
    case 'client left':
      return isStr(m.socketId) ? { type: 'client left', socketId: m.socketId, admin: isStr(m.admin) ? m.admin : '' } : null;
    case 'error':
      return isStr(m.message) ? { type: 'error', message: m.message } : null;
    case 'offer': {
      const offer = description(m.offer, 'offer');
      return offer && isStr(m.from) ? { type: 'offer', from: m.from, offer } : null;
    }
    case 'answer': {
      const answer = description(m.answer, 'answer');
      return answer && isStr(m.from) ? { type: 'answer', from: m.from, answer } : null;
    }
    case 'ice-candidate': {
      const c = candidate(m.candidate);
      return c && isStr(m.from) ? { type: 'ice-candidate', from: m.from, candidate: c } : null;
    }
    default:
      return null;
  }
}
