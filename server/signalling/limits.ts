/**
 * The signalling server's limits, each overridable by an environment variable (documented in
 * the README). Defaults suit one public instance; tests and the benchmark pass their own.
 */
export interface SignallingLimits {
  /** Largest WebSocket message accepted; a bigger one closes the socket with 1009. */
  maxPayloadBytes: number;
  /** Sustained messages per second per connection (token bucket refill rate). */
  messagesPerSecond: number;
  /** Messages a connection may send in one burst (token bucket size): ICE comes in bursts. */
  messageBurst: number;
  /** Open sockets per client IP, counting those still in the handshake. */
  maxConnectionsPerIp: number;
  /** Wrong room passwords one IP may try on one room per window. */
  passwordAttempts: number;
  passwordWindowMs: number;
  /** Ping period; a socket that has not answered the previous ping is terminated. */
  heartbeatMs: number;
  /** How long the identity check may take before the handshake is refused. */
  verifyTimeoutMs: number;
}

export const DEFAULT_SIGNALLING_LIMITS: SignallingLimits = {
  maxPayloadBytes: 64 * 1024,
  messagesPerSecond: 20,
  messageBurst: 60,
  maxConnectionsPerIp: 16,
  passwordAttempts: 5,
  passwordWindowMs: 60_000,
  heartbeatMs: 30_000,
  verifyTimeoutMs: 10_000,
};

const variables: Record<keyof SignallingLimits, string> = {
  maxPayloadBytes: 'WS_MAX_PAYLOAD_BYTES',
  messagesPerSecond: 'WS_MESSAGES_PER_SECOND',
  messageBurst: 'WS_MESSAGE_BURST',
  maxConnectionsPerIp: 'WS_MAX_CONNECTIONS_PER_IP',
  passwordAttempts: 'WS_PASSWORD_ATTEMPTS',
  passwordWindowMs: 'WS_PASSWORD_WINDOW_MS',
  heartbeatMs: 'WS_HEARTBEAT_MS',
  verifyTimeoutMs: 'WS_VERIFY_TIMEOUT_MS',
};

/** Reads the limits from the environment; a malformed value stops the server at start-up. */
export function loadSignallingLimits(env: NodeJS.ProcessEnv): SignallingLimits {
  const limits = { ...DEFAULT_SIGNALLING_LIMITS };
  for (const key of Object.keys(variables) as (keyof SignallingLimits)[]) {
    const name = variables[key];
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
    limits[key] = value;
  }
  return limits;
}
