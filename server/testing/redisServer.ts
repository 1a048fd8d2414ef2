import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leasePort, type PortLease } from './ports';
import { killGroup, WATCHDOG } from './watchdog';

/** A redis-server of our own on a free loopback port, in a temp dir, with nothing persisted. */
export interface RedisServer {
  url: string;
  port: number;
  /** Stops it (SIGKILL: like a crash; nothing is saved anyway) and starts it again, empty, on the same port. */
  restart(): Promise<void>;
  /** Stops it without starting again. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER_PATH || 'redis-server';

/** Whether Debian's `redis-server` (or REDIS_SERVER_PATH) can be run here. */
export function redisServerAvailable(): boolean {
  return spawnSync(REDIS_SERVER, ['--version'], { stdio: 'ignore' }).status === 0;
}

export const REDIS_MISSING =
  'redis-server is not installed (apt-get install -y redis-server; .ci/run does it): the Redis-backed room tests are skipped';

/**
 * Whether the redis-server on `port` is ours: it answers `CONFIG GET dir` with our temp dir.
 * A PONG alone is not enough: another test file's redis-server on the same port gives one, while
 * ours, refused the port, exits.
 */
function answersAsOurs(port: number, dir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    socket.setTimeout(500, () => socket.destroy());
    socket.on('connect', () => socket.write('CONFIG GET dir\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      // The reply is an array of two bulk strings: "dir" and the directory.
      if (reply.split('\r\n').length >= 6 || reply.startsWith('-')) socket.end();
    });
    socket.on('close', () => resolve(reply.includes(`\r\n${dir}\r\n`)));
    socket.on('error', () => {});
  });
}

/**
 * Starts redis-server under the watchdog (so it never outlives the process that started it),
 * on `port` or a leased one (server/testing/ports.ts, kept across restarts), with no snapshots
 * and no append-only file: rooms are live state.
 */
export async function startRedisServer(options: { port?: number } = {}): Promise<RedisServer> {
  const lease: PortLease | undefined = options.port === undefined ? await leasePort() : undefined;
  const port = options.port ?? (lease as PortLease).port;
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'redis-')));
  let child: ChildProcess | undefined;
  let output = '';

  const launch = async () => {
    output = '';
    child = spawn(
      process.execPath,
      [
        '-e',
        WATCHDOG,
        String(process.pid),
        dir,
        REDIS_SERVER,
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
        '--protected-mode',
        'yes',
      ],
      { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + 10_000;
    while (!(await answersAsOurs(port, dir))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    // A process ended by a signal has a signalCode and no exitCode.
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    killGroup(running, signal);
    const timer = setTimeout(() => killGroup(running, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await launch();
  } catch (error) {
    await end('SIGKILL');
    lease?.release();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async restart() {
      await end('SIGKILL');
      await launch();
    },
    kill: () => end('SIGKILL'),
    async stop() {
      await end('SIGTERM');
      lease?.release();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
