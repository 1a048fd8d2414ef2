import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { leasedRange, leasePort } from './ports';

/** A second process that leases `port` and holds it until killed. */
async function holderOf(port: number) {
  const script = `
    import { leasePort } from './server/testing/ports.ts';
    await leasePort([${port}]);
    console.log('held');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.once('exit', (code) => reject(new Error(`holder exited (${code})`)));
  });
  return child;
}

describe('leasePort', () => {
  it('leases bindable ports outside the range the kernel hands out for listen(0), each once', async () => {
    const [ephemeralLow, ephemeralHigh] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number) as [
      number,
      number,
    ];
    const { first, last } = leasedRange();
    expect(last < ephemeralLow || first > ephemeralHigh).toBe(true);
    const leases = await Promise.all(Array.from({ length: 20 }, () => leasePort()));
    const ports = leases.map((l) => l.port);
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(first);
      expect(port).toBeLessThanOrEqual(last);
    }
    for (const lease of leases) lease.release();
  });

  it('never gives another process a port it holds, and takes it over once that process is gone', async () => {
    const { port, release } = await leasePort();
    release();
    const holder = await holderOf(port);
    try {
      await expect(leasePort([port])).rejects.toThrow(`none of the ports ${port} is free`);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // Killed without releasing: its lock is left behind, and taken over.
    const again = await leasePort([port]);
    expect(again.port).toBe(port);
    // Released: free for the next lease at once.
    again.release();
    (await leasePort([port])).release();
  }, 30_000);

  it('skips a port something outside the harness listens on', async () => {
    const { port, release } = await leasePort();
    release();
    const outsider = createServer();
    await new Promise<void>((resolve) => outsider.listen(port, '127.0.0.1', resolve));
    try {
      await expect(leasePort([port])).rejects.toThrow(/is free/);
    } finally {
      await new Promise((resolve) => outsider.close(resolve));
    }
    (await leasePort([port])).release();
  });
});
