import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the server may say who the client is (`TRUST_PROXY`, README:
 * Configuration). Off by default: the server then never reads `X-Forwarded-For`, since any
 * client can send one.
 */
export type TrustProxy =
  | { kind: 'off' }
  /** This many proxies stand in front of every node: the socket's peer and the n-1 entries before it. */
  | { kind: 'hops'; hops: number }
  /** Proxies at these addresses or networks, wherever they appear in the chain. */
  | { kind: 'addresses'; trusted: BlockList };

/** How every per-IP rule and log line names the client of a request. */
export type ClientAddress = (req: IncomingMessage) => string;

/** An IPv4 client on a dual-stack socket as plain IPv4, so both forms count as one address. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function family(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 4 ? 'ipv4' : 'ipv6';
}

/** One entry of TRUST_PROXY's list: an address or a CIDR network, IPv4 or IPv6. */
function addTrusted(list: BlockList, entry: string, raw: string): void {
  const bad = () =>
    new Error(
      `TRUST_PROXY must be a hop count (1, 2, ...) or a comma-separated list of addresses and CIDR networks (10.0.0.0/8,127.0.0.1), got "${raw}"`,
    );
  const [address, prefix, extra] = entry.split('/');
  if (address === undefined || extra !== undefined || !isIP(address)) throw bad();
  const type = family(address);
  if (prefix === undefined) {
    list.addAddress(plain(address), family(plain(address)));
    return;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (type === 'ipv4' ? 32 : 128)) throw bad();
  list.addSubnet(address, bits, type);
}

/** Reads TRUST_PROXY: unset, empty or 0 is off; a malformed value stops the server at start-up. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const text = raw?.trim() ?? '';
  if (text === '' || text === '0') return { kind: 'off' };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const trusted = new BlockList();
  for (const entry of text.split(',')) addTrusted(trusted, entry.trim(), text);
  return { kind: 'addresses', trusted };
}

/**
 * The `X-Forwarded-For` entries, left (the original client) to right (the last proxy's peer),
 * or undefined when the header is absent or is not a list of plain IP addresses: a malformed
 * header is ignored as a whole rather than half-believed.
 */
function forwardedChain(req: IncomingMessage): string[] | undefined {
  const header = req.headers['x-forwarded-for'];
  if (header === undefined) return undefined;
  const entries = (Array.isArray(header) ? header.join(',') : header).split(',').map((entry) => entry.trim());
  return entries.every((entry) => isIP(entry) !== 0) ? entries.map(plain) : undefined;
}

/**
 * The client's address: the socket's peer, or with TRUST_PROXY set, the right-most address in
 * the chain (`X-Forwarded-For` entries, then the peer) that is not a trusted proxy. Entries left
 * of it are whatever the client chose to send and are never read.
 */
export function clientAddressFor(trust: TrustProxy): ClientAddress {
  return (req) => {
    const peer = plain(req.socket.remoteAddress ?? 'unknown');
    if (trust.kind === 'off') return peer;
    const forwarded = forwardedChain(req);
    if (!forwarded) return peer;
    const chain = [...forwarded, peer];
    // The chain ends with the peer, so it is never empty and both indexes below are in range.
    if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
    let index = chain.length - 1;
    while (index > 0 && trust.trusted.check(chain[index]!, family(chain[index]!))) index -= 1;
    return chain[index]!;
  };
}

/** Without TRUST_PROXY: the socket's peer, whatever the headers say. */
export const socketAddress: ClientAddress = clientAddressFor({ kind: 'off' });
