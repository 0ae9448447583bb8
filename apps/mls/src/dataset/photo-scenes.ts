import type { Random } from './random';

/** Colours of one listing (the same on each of its photos) and of one shot. */
export type Palette = {
  body: string;
  roof: string;
  door: string;
  wall: string;
  floor: string;
  accent: string;
};
export type Shot = { random: Random; palette: Palette; stories: number };

export const pickPalette = (random: Random): Palette => ({
  body: random.pick([
    '#c8b59a',
    '#9fb4c7',
    '#e8e1d4',
    '#b86b4b',
    '#7d8c6e',
    '#f2efe6',
    '#d9c7a7',
    '#5f6f7f',
    '#a3493a',
  ]),
  roof: random.pick(['#4a4a4a', '#6b3e2e', '#3d4b5c', '#2f2f2f', '#7a5c3e']),
  door: random.pick(['#b03a2e', '#1f4e79', '#2e5e3e', '#333333', '#c9a227']),
  wall: random.pick(['#efe9df', '#e3e8ea', '#f4efe4', '#dfe6dc', '#ece2d6', '#f7f5f0']),
  floor: random.pick(['#b68a5e', '#8a623f', '#c9a77c', '#9c8f84', '#d8c3a0']),
  accent: random.pick(['#3f6e8c', '#b5573b', '#6d8f5a', '#c79a3b', '#7a5a8c', '#46515e']),
});

const skies = [
  ['#6fb1e6', '#d7ecfa'],
  ['#f2a65a', '#fde6c3'],
  ['#9aa9b5', '#e3e8ec'],
  ['#4d8fd1', '#cfe6f7'],
];

export const skyDefs = (random: Random) => {
  const [top, bottom] = random.pick(skies) as [string, string];
  return `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
};

const tree = (x: number, y: number, size: number, green: string) =>
  `<rect x="${x - 14}" y="${y - size * 0.6}" width="28" height="${size * 0.6}" fill="#6b4a2b"/><circle cx="${x}" cy="${y - size * 0.8}" r="${size * 0.45}" fill="${green}"/><circle cx="${x - size * 0.25}" cy="${y - size * 0.6}" r="${size * 0.32}" fill="${green}"/>`;

const trees = (random: Random, count: number) =>
  Array.from({ length: count }, () =>
    tree(
      random.pick([random.int(60, 380), random.int(1220, 1540)]),
      random.int(860, 960),
      random.int(220, 380),
      random.pick(['#3f7d3a', '#4f8f45', '#2f6b3a', '#5c9a4f']),
    ),
  ).join('');

const ground = (random: Random) =>
  `<rect width="1600" height="1200" fill="url(#s)"/><circle cx="${random.int(150, 1450)}" cy="${random.int(110, 260)}" r="70" fill="#fff6d5" opacity=".85"/><path d="M0 840Q400 ${random.int(780, 830)} 800 820T1600 810V1200H0Z" fill="#6fa35a"/>`;

export const houseScene = ({ random, palette, stories }: Shot) => {
  const width = random.int(640, 820);
  const floors = Math.min(3, Math.max(1, stories));
  const height = 190 * floors;
  const x = 800 - width / 2 + random.int(-120, 120);
  const top = 860 - height;
  const windows = Array.from({ length: floors }, (_, floor) =>
    [0.12, 0.62]
      .map(
        (at) =>
          `<rect x="${x + width * at}" y="${top + 40 + floor * 190}" width="${width * 0.24}" height="110" fill="#cfe8f5" stroke="#fff" stroke-width="10"/>`,
      )
      .join(''),
  ).join('');
  return `${ground(random)}<polygon points="${x - 50},${top} ${x + width / 2},${top - 190} ${x + width + 50},${top}" fill="${palette.roof}"/><rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${palette.body}"/>${windows}<rect x="${x + width * 0.42}" y="${860 - 170}" width="${width * 0.16}" height="170" fill="${palette.door}"/><path d="M${x + width * 0.42} 860L${x + width * 0.3} 1200H${x + width * 0.7}L${x + width * 0.58} 860Z" fill="#cfc6b8"/>${trees(random, random.int(1, 3))}`;
};

export const buildingScene = ({ random, palette }: Shot) =>
  `${ground(random)}<pattern id="w" width="120" height="110" patternUnits="userSpaceOnUse"><rect x="24" y="22" width="72" height="64" fill="#cfe8f5"/></pattern><rect x="440" y="${random.int(160, 300)}" width="720" height="900" fill="${palette.body}"/><rect x="440" y="320" width="720" height="640" fill="url(#w)"/><rect x="720" y="880" width="160" height="120" fill="${palette.door}"/>${trees(random, 2)}`;

const fence =
  '<pattern id="p" width="60" height="260" patternUnits="userSpaceOnUse"><rect x="6" width="48" height="260" fill="#c9a77c"/></pattern><rect y="640" width="1600" height="260" fill="url(#p)"/>';

/** A yard (behind a fence) or, for land, an open lot. */
export const yardScene = ({ random, palette }: Shot, fenced = true) =>
  `${ground(random)}${fenced ? fence : ''}${trees(random, random.int(2, 4))}<rect x="${random.int(500, 900)}" y="940" width="260" height="20" fill="${palette.accent}"/><rect x="${random.int(300, 1100)}" y="990" width="340" height="120" rx="14" fill="#b7a58c" opacity=".7"/>`;

export const aerialScene = ({ random, palette }: Shot) =>
  `<rect width="1600" height="1200" fill="#7fae68"/><rect y="${random.int(520, 640)}" width="1600" height="110" fill="#8d8f93"/>${Array.from({ length: 6 }, (_, lot) => `<rect x="${60 + lot * 260}" y="${random.int(230, 300)}" width="180" height="${random.int(150, 200)}" fill="${lot === 2 ? palette.roof : '#9a7b6a'}"/><rect x="${60 + lot * 260}" y="${random.int(820, 860)}" width="180" height="170" fill="#8c6f5f"/>`).join('')}`;

const furniture: Record<string, (palette: Palette, windowX: number) => string> = {
  kitchen: (p, windowX) =>
    `<rect x="80" y="560" width="1440" height="280" fill="${p.accent}"/><rect x="60" y="540" width="1480" height="30" fill="#e9e4dc"/><rect x="${windowX < 560 ? 1040 : 80}" y="180" width="460" height="200" fill="${p.accent}"/><rect x="560" y="880" width="600" height="200" fill="#e9e4dc"/>`,
  bedroom: (p) =>
    `<rect x="420" y="520" width="760" height="120" rx="20" fill="#7b5b43"/><rect x="380" y="640" width="840" height="260" rx="26" fill="#fbfaf6"/><rect x="380" y="780" width="840" height="120" fill="${p.accent}"/>`,
  bathroom: (p, windowX) => {
    const mirror = windowX < 560 ? 1060 : 120;
    return `<rect x="${mirror}" y="160" width="340" height="300" rx="20" fill="#dfeef4" stroke="#bbb" stroke-width="10"/><rect x="${mirror === 120 ? 860 : 180}" y="640" width="560" height="230" rx="90" fill="#fff" stroke="#ccc" stroke-width="8"/><rect x="${mirror + 20}" y="560" width="300" height="300" fill="${p.accent}"/>`;
  },
  dining: (p) =>
    `<rect x="480" y="720" width="640" height="40" fill="#7b5b43"/><rect x="520" y="760" width="30" height="200" fill="#7b5b43"/><rect x="1050" y="760" width="30" height="200" fill="#7b5b43"/><rect x="380" y="600" width="110" height="360" rx="16" fill="${p.accent}"/><rect x="1110" y="600" width="110" height="360" rx="16" fill="${p.accent}"/>`,
  office: (p) =>
    `<rect x="560" y="700" width="620" height="36" fill="#7b5b43"/><rect x="600" y="736" width="30" height="220" fill="#7b5b43"/><rect x="1110" y="736" width="30" height="220" fill="#7b5b43"/><rect x="760" y="560" width="240" height="140" fill="#2b2f36"/><rect x="300" y="640" width="160" height="300" rx="20" fill="${p.accent}"/>`,
  living: (p) =>
    `<rect x="360" y="640" width="880" height="240" rx="40" fill="${p.accent}"/><rect x="320" y="600" width="120" height="280" rx="40" fill="${p.accent}"/><rect x="1160" y="600" width="120" height="280" rx="40" fill="${p.accent}"/><ellipse cx="800" cy="1000" rx="420" ry="70" fill="#e9dcc6" opacity=".8"/><rect x="1360" y="420" width="16" height="460" fill="#444"/><path d="M1310 420h116l-30-90h-56z" fill="#f3e3b3"/>`,
};

export const roomScene = ({ random, palette }: Shot, room: string) => {
  const key =
    Object.keys(furniture).find((name) => room.toLowerCase().includes(name)) ??
    (/primary|closet/i.test(room) ? 'bedroom' : 'living');
  const windowX = random.int(120, 1040);
  return `<rect width="1600" height="800" fill="${palette.wall}"/><pattern id="f" width="240" height="48" patternUnits="userSpaceOnUse"><rect width="240" height="48" fill="${palette.floor}"/><path d="M0 47H240M120 0V48" stroke="#0003" stroke-width="3"/></pattern><rect y="800" width="1600" height="400" fill="url(#f)"/><rect y="780" width="1600" height="24" fill="#fff"/><rect x="${windowX}" y="150" width="440" height="340" fill="url(#s)" stroke="#fff" stroke-width="18"/><path d="M${windowX + 220} 150V490M${windowX} 320H${windowX + 440}" stroke="#fff" stroke-width="10"/>${(furniture[key] ?? furniture.living)?.(palette, windowX) ?? ''}`;
};
