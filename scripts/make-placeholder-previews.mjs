// Draws simple schematic SVG previews for families whose renderer does not exist yet
// (search grid, equation stack, scheduler gantt, game boards, realtime cards). Sort previews
// are screenshots of the real renderer (see scripts/capture-previews.mjs) once it exists.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const W = 320, H = 200;
let seed = 7;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const svg = (body, title) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${title}"><rect width="${W}" height="${H}" fill="#0a1522"/>${body}</svg>\n`;

const drawings = {
  bars: () => Array.from({ length: 32 }, (_, i) => { const h = 10 + rand() * 170; return `<rect x="${8 + i * 9.6}" y="${H - h - 6}" width="7.6" height="${h}" fill="${i % 7 === 3 ? '#ffb74d' : '#4fc3f7'}"/>`; }).join(''),
  grid: () => { let s = ''; for (let r = 0; r < 9; r++) for (let c = 0; c < 15; c++) { const v = rand(); const fill = r === 0 && c === 0 ? '#66bb6a' : r === 8 && c === 14 ? '#e57373' : v < 0.18 ? '#37474f' : v < 0.45 ? '#1e88e5' : '#16263a'; s += `<rect x="${10 + c * 20}" y="${10 + r * 20}" width="18" height="18" fill="${fill}"/>`; } return s; },
  array: () => Array.from({ length: 10 }, (_, i) => `<rect x="${12 + i * 30}" y="80" width="26" height="40" fill="${i === 6 ? '#66bb6a' : i < 6 ? '#1e88e5' : '#16263a'}" stroke="#4fc3f7"/><text x="${25 + i * 30}" y="106" font-size="12" text-anchor="middle" fill="#fff" font-family="sans-serif">${Math.floor(rand() * 99)}</text>`).join(''),
  equation: () => `<text x="20" y="60" font-size="26" fill="#fff" font-family="monospace">( 3 + 4 ) * 2 ^ 2</text>` + [0, 1, 2].map((i) => `<rect x="${120 + i * 0}" y="${150 - i * 30}" width="80" height="26" fill="#1e88e5" stroke="#4fc3f7"/><text x="160" y="${168 - i * 30}" font-size="14" text-anchor="middle" fill="#fff" font-family="monospace">${['7', '*', '4'][i]}</text>`).join(''),
  scheduler: () => Array.from({ length: 5 }, (_, i) => { const x = 20 + rand() * 120; const w = 40 + rand() * 140; return `<rect x="${x}" y="${25 + i * 32}" width="${w}" height="22" fill="${['#4fc3f7', '#81c784', '#ffb74d', '#e57373', '#ba68c8'][i]}"/><text x="8" y="${41 + i * 32}" font-size="12" fill="#fff" font-family="sans-serif">P${i}</text>`; }).join(''),
  game: () => { let s = ''; for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) s += `<rect x="${95 + c * 44}" y="${35 + r * 44}" width="40" height="40" fill="#16263a" stroke="#4fc3f7"/>`; return s + `<text x="115" y="66" font-size="26" text-anchor="middle" fill="#ffb74d" font-family="sans-serif">X</text><text x="159" y="110" font-size="26" text-anchor="middle" fill="#4fc3f7" font-family="sans-serif">O</text>`; },
  chat: () => `<rect x="30" y="40" width="170" height="36" rx="12" fill="#1e88e5"/><rect x="120" y="90" width="170" height="36" rx="12" fill="#37474f"/><rect x="30" y="140" width="120" height="36" rx="12" fill="#1e88e5"/>`,
  notepad: () => `<rect x="70" y="20" width="180" height="160" fill="#f5f5f5"/>` + [0, 1, 2, 3, 4, 5].map((i) => `<rect x="85" y="${40 + i * 22}" width="${100 + (i * 37) % 50}" height="6" fill="#90a4ae"/>`).join(''),
  drawing: () => `<path d="M30 150 C 80 40, 140 180, 200 70 S 280 120, 300 40" stroke="#ffb74d" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M40 60 Q 120 120 220 160" stroke="#4fc3f7" stroke-width="4" fill="none"/>`,
};

const out = (rel, kind, title) => {
  const file = path.join('public/previews', rel);
  mkdirSync(path.dirname(file), { recursive: true });
  if (rel.endsWith('.svg') && !existsSync(file.replace(/\.svg$/, '.png'))) writeFileSync(file, svg(drawings[kind](), title));
};

const { families } = await import('../src/visualizers/catalogue.ts');
for (const family of families) {
  for (const item of family.items) out(item.pic.replace('/previews/', ''), item.body === 'buckets' ? 'bars' : item.body, `${item.type} preview`);
}
out('realtimeapps/messaging.svg', 'chat', 'Messaging preview');
out('realtimeapps/notepad.svg', 'notepad', 'Collaborative notepad preview');
out('realtimeapps/drawing.svg', 'drawing', 'Collaborative drawing preview');
console.log('previews written');
