// `npm start`: build the site, then run the one server that serves it (and, as the product
// grows, the services it needs beside it). Prints the URL to open.
import { spawn, spawnSync } from 'node:child_process';

const built = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env: process.env });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
