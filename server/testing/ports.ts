import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Ports for the servers that tests and scripts start as child processes and must name a port
 * to before it is bound (the Auth emulator's three, redis-server's).
 *
 * Picking a port with `listen(0)` and closing it again leaves it free for seconds while the
 * child starts (the Auth emulator's CLI takes 2-10 s here). Every other `listen(0)` on the
 * machine draws from the same ~7,000 ports meanwhile, so now and then another test file's
 * emulator got the same port, bound it first, and the harness took that emulator for its own:
 * its tokens then carried the other project's audience and every identity check failed.
 *
 * A lease closes both doors: its port lies below the kernel's ephemeral range, which
 * `listen(0)` and outgoing connections never use, and an exclusive lock file per port (shared
 * by every process of this user) keeps two leases of this harness off the same port until the
 * holder releases it or dies. The port is also checked free when leased, in case something
 * outside the harness listens there.
 */
export interface PortLease {
  port: number;
  /** Frees the port for other leases; call it once the process that bound it has exited. */
  release(): void;
}

/** The lowest port of the leased range: above the usual fixed ports of dev tools (4000-9999). */
const RANGE_START = 20_000;
const MIN_RANGE = 2_000;
const LOCK_DIR = path.join(tmpdir(), `portfolio-port-leases-${process.getuid?.() ?? 'user'}`);
const held = new Set<string>();

/** The kernel's ephemeral range ("32768 60999" by default on Linux); elsewhere the IANA one. */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low !== undefined && high !== undefined && Number.isInteger(low) && Number.isInteger(high)) return [low, high];
  } catch {
    // not Linux
  }
  return [49_152, 65_535];
}

/** Ports the kernel never hands out by itself: below its ephemeral range, or above it. */
function leasableRange(): [number, number] {
  const [low, high] = ephemeralRange();
  if (low - RANGE_START >= MIN_RANGE) return [RANGE_START, low - 1];
  if (65_535 - high >= MIN_RANGE) return [high + 1, 65_535];
  throw new Error(`no ${MIN_RANGE} ports outside the ephemeral range ${low}-${high} to lease for test servers`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file of `port`, or false if someone alive holds it. A lock left by a process
 * that died is taken over: renamed away first (only one taker can rename it), then checked
 * again, and put back if it turns out to be a live one created meanwhile.
 */
function lock(file: string): boolean {
  try {
    writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const owner = (at: string) => Number.parseInt(readFileSync(at, 'utf8'), 10);
  try {
    if (alive(owner(file))) return false;
    const moved = `${file}.${process.pid}.stale`;
    renameSync(file, moved);
    if (alive(owner(moved))) {
      try {
        linkSync(moved, file);
      } catch {
        // someone else locked it meanwhile; theirs stands
      }
      unlinkSync(moved);
      return false;
    }
    unlinkSync(moved);
    writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch {
    // Another process took it over between our steps: it is theirs.
    return false;
  }
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function unlock(file: string): void {
  if (!held.delete(file)) return;
  try {
    if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) unlinkSync(file);
  } catch {
    // already gone
  }
}

// Leases die with their process: a lock left behind would only be taken over later anyway.
process.once('exit', () => {
  for (const file of [...held]) unlock(file);
});

/**
 * A free loopback port no other lease holds (see above); release it when done with it. `from`
 * names the ports to try instead of the whole range (the leases' own tests).
 */
export async function leasePort(from?: readonly number[]): Promise<PortLease> {
  mkdirSync(LOCK_DIR, { recursive: true });
  const [first, last] = leasableRange();
  const size = last - first + 1;
  const start = Math.floor(Math.random() * size);
  const candidates = from ?? Array.from({ length: size }, (_, i) => first + ((start + i) % size));
  for (const port of candidates) {
    const file = path.join(LOCK_DIR, String(port));
    if (!lock(file)) continue;
    held.add(file);
    if (await bindable(port)) return { port, release: () => unlock(file) };
    unlock(file);
  }
  throw new Error(from ? `none of the ports ${from.join(', ')} is free` : `no free port left in ${first}-${last}`);
}

/** Several leases at once, released together. */
export async function leasePorts(count: number): Promise<{ ports: number[]; release(): void }> {
  const leases: PortLease[] = [];
  for (let i = 0; i < count; i += 1) leases.push(await leasePort());
  return {
    ports: leases.map((l) => l.port),
    release: () => {
      for (const lease of leases) lease.release();
    },
  };
}

/** The range leases come from (below or above the kernel's own). */
export function leasedRange(): { first: number; last: number } {
  const [first, last] = leasableRange();
  return { first, last };
}
