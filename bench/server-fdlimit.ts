import { execFileSync, spawnSync } from 'node:child_process';

/**
 * Thousands of sockets need as many file descriptors. Node cannot raise its own limit, so when
 * the soft limit is too low (and the hard limit allows it) the benchmark re-runs itself under
 * `ulimit -n`, which raises it for that process and its server child only.
 */
export function ensureFileDescriptors(needed: number): void {
  const read = (flag: string) => execFileSync('sh', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).trim();
  const soft = read('-Sn');
  if (soft === 'unlimited' || Number(soft) >= needed) return;
  const hard = read('-Hn');
  if (hard !== 'unlimited' && Number(hard) < needed) {
    throw new Error(`need ${needed} file descriptors per process, the hard limit is ${hard}; use fewer --rooms`);
  }
  if (process.env.BENCH_FD_RAISED === '1') throw new Error(`could not raise the file descriptor limit to ${needed}`);
  const result = spawnSync('sh', ['-c', `ulimit -n ${needed} && exec "$@"`, 'sh', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_FD_RAISED: '1' },
  });
  process.exit(result.status ?? 1);
}
