import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressFor, parseTrustProxy } from './clientAddress';
import { loadConfig } from './config';

/** The two parts of a request the address is read from. */
function request(peer: string, forwardedFor?: string | string[]): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

const addressWith = (trust: string | undefined, peer: string, forwardedFor?: string | string[]) =>
  clientAddressFor(parseTrustProxy(trust))(request(peer, forwardedFor));

describe('TRUST_PROXY', () => {
  it('is off unless set: the socket peer, whatever X-Forwarded-For says', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'off' });
    for (const off of [undefined, '', '0', '  ']) {
      expect(addressWith(off, '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    }
    expect(addressWith(undefined, '::ffff:192.0.2.4', '203.0.113.9')).toBe('192.0.2.4');
  });

  it('with a hop count, takes the entry that many hops left of the peer (the right-most untrusted)', () => {
    expect(addressWith('1', '10.0.0.2', '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(addressWith('2', '10.0.0.2', '198.51.100.7, 203.0.113.9')).toBe('198.51.100.7');
    // Fewer entries than hops: the left-most there is.
    expect(addressWith('3', '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    // No header at all: the peer.
    expect(addressWith('1', '10.0.0.2')).toBe('10.0.0.2');
  });

  it('with addresses and networks, skips trusted entries from the right and ignores what lies left of the client', () => {
    const trust = '10.0.0.0/8,127.0.0.1,fd00::/8';
    expect(addressWith(trust, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(addressWith(trust, '10.1.2.3', '198.51.100.7, 203.0.113.9, 10.9.9.9')).toBe('203.0.113.9');
    expect(addressWith(trust, 'fd12::1', '2001:db8::5')).toBe('2001:db8::5');
    expect(addressWith(trust, '::ffff:127.0.0.1', '::ffff:203.0.113.9')).toBe('203.0.113.9');
    // Several X-Forwarded-For headers read as one list, as HTTP says.
    expect(addressWith(trust, '127.0.0.1', ['198.51.100.7', '203.0.113.9'])).toBe('203.0.113.9');
    // Everything trusted: the left-most.
    expect(addressWith(trust, '127.0.0.1', '10.0.0.1')).toBe('10.0.0.1');
  });

  it('believes no header sent by a peer it does not trust', () => {
    expect(addressWith('10.0.0.0/8', '192.0.2.50', '203.0.113.9')).toBe('192.0.2.50');
  });

  it('ignores a malformed X-Forwarded-For as a whole', () => {
    for (const header of ['not-an-ip', '203.0.113.9, bogus', '203.0.113.9,', '203.0.113.9:443', '', '<script>', '999.1.1.1']) {
      expect(addressWith('127.0.0.1', '127.0.0.1', header)).toBe('127.0.0.1');
      expect(addressWith('1', '127.0.0.1', header)).toBe('127.0.0.1');
    }
  });

  it('refuses a malformed value at start-up, saying what it takes', () => {
    for (const bad of ['yes', '1.5', '-1', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129', '127.0.0.1,', 'localhost']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        /^TRUST_PROXY must be a hop count \(1, 2, \.\.\.\) or a comma-separated list of addresses and CIDR networks/,
      );
    }
  });
});
