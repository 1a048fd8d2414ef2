// Draws the schematic SVG previews of the realtime cards (messaging, notepad, drawing). Every
// visualizer and game preview is a screenshot of its real renderer (scripts/capture-previews.mjs).
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const W = 320, H = 200;
const svg = (body, title) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${title}"><rect width="${W}" height="${H}" fill="#0a1522"/>${body}</svg>\n`;

const drawings = {
  chat: () => `<rect x="30" y="40" width="170" height="36" rx="12" fill="#1e88e5"/><rect x="120" y="90" width="170" height="36" rx="12" fill="#37474f"/><rect x="30" y="140" width="120" height="36" rx="12" fill="#1e88e5"/>`,
  notepad: () => `<rect x="70" y="20" width="180" height="160" fill="#f5f5f5"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="85" y="${40 + i * 22}" width="${100 + ((i * 37) % 50)}" height="6" fill="#90a4ae"/>`).join('')}`,
  drawing: () => `<path d="M30 150 C 80 40, 140 180, 200 70 S 280 120, 300 40" stroke="#ffb74d" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M40 60 Q 120 120 220 160" stroke="#4fc3f7" stroke-width="4" fill="none"/>`,
};

const out = (rel, kind, title) => {
  const file = path.join('public/previews', rel);
  mkdirSync(path.dirname(file), { recursive: true });
  if (rel.endsWith('.svg') && !existsSync(file.replace(/\.svg$/, '.png'))) writeFileSync(file, svg(drawings[kind](), title));
};

out('realtimeapps/messaging.svg', 'chat', 'Messaging preview');
out('realtimeapps/notepad.svg', 'notepad', 'Collaborative notepad preview');
out('realtimeapps/drawing.svg', 'drawing', 'Collaborative drawing preview');
console.log('previews written');
