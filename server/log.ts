/** Structured log lines: one JSON object per line, never containing tokens or secrets. */
export type LogFields = Record<string, string | number | boolean | undefined>;

let silent = process.env.LOG_SILENT === '1';

export function setLogSilent(value: boolean) {
  silent = value;
}

export function log(level: 'info' | 'warn' | 'error', event: string, fields: LogFields = {}) {
  if (silent) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}
