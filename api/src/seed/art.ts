// SVG artwork for the demo shop, rendered to PNG by sharp. Every picture is derived from a text seed, so the
// same product always gets the same picture.

import { escapeMarkup } from '../lib/markup';

export type Motif = 'rings' | 'balloons' | 'mountains' | 'house' | 'heart' | 'stars' | 'gift';

export interface ArtOptions {
  width: number;
  height: number;
  palette: [string, string];
  seed: string;
  motif: Motif;
  title?: string;
  subtitle?: string;
  /** The share of the width the title's lines may take (it wraps at words to stay inside); all of it by default. */
  titleWidth?: number;
}

/** A white line drawing of the category's theme, in a 100 by 100 box. */
const MOTIFS: Record<Motif, string> = {
  rings:
    '<circle cx="38" cy="55" r="24" fill="none" stroke-width="7"/><circle cx="62" cy="55" r="24" fill="none" stroke-width="7"/><path d="M56 24 l6 -10 l6 10 z"/>',
  balloons:
    '<ellipse cx="35" cy="35" rx="16" ry="20"/><ellipse cx="65" cy="30" rx="16" ry="20"/><path d="M35 55 q-4 20 8 40 M65 50 q6 22 -8 45" fill="none" stroke-width="3"/>',
  mountains: '<circle cx="72" cy="26" r="12"/><path d="M0 92 L32 40 L50 66 L66 46 L100 92 Z"/>',
  house:
    '<path d="M15 50 L50 18 L85 50 Z"/><rect x="25" y="50" width="50" height="40"/><rect x="44" y="66" width="12" height="24" fill-opacity="0.5"/>',
  heart:
    '<path d="M50 88 C20 66 6 50 6 32 C6 18 17 8 30 8 C39 8 46 13 50 21 C54 13 61 8 70 8 C83 8 94 18 94 32 C94 50 80 66 50 88 Z"/>',
  stars:
    '<path d="M30 10 l6 18 h19 l-15 11 l6 18 l-16 -11 l-16 11 l6 -18 l-15 -11 h19 z"/><path d="M72 50 l4 12 h13 l-10 8 l4 12 l-11 -7 l-11 7 l4 -12 l-10 -8 h13 z"/>',
  gift: '<rect x="14" y="40" width="72" height="50"/><rect x="8" y="28" width="84" height="14"/><path d="M50 28 C40 8 22 12 30 28 M50 28 C60 8 78 12 70 28" fill="none" stroke-width="5"/>',
};

export function artSvg({ width, height, palette, seed, motif, title, subtitle, titleWidth = 1 }: ArtOptions): string {
  const random = prng(seed);
  const [from, to] = palette;
  const angle = Math.round(random() * 360);
  const circles = Array.from({ length: 6 }, () => {
    const r = Math.round((0.08 + random() * 0.3) * height);
    return `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${r}" fill="#fff" fill-opacity="${(0.06 + random() * 0.18).toFixed(2)}"/>`;
  }).join('');
  const wave = (y: number, amplitude: number, opacity: number) =>
    `<path d="M0 ${y} C ${width * 0.25} ${y - amplitude}, ${width * 0.5} ${y + amplitude}, ${width} ${y - amplitude / 2} L ${width} ${height} L 0 ${height} Z" fill="#000" fill-opacity="${opacity}"/>`;
  const motifSize = Math.round(height * (title ? 0.35 : 0.55));
  const motifX = Math.round(width * (title ? 0.9 : 0.5 + random() * 0.3) - motifSize);
  const drawing = `<g transform="translate(${motifX} ${Math.round(height * 0.08)}) scale(${motifSize / 100})" fill="#fff" fill-opacity="0.75" stroke="#fff" stroke-opacity="0.75">${MOTIFS[motif]}</g>`;
  const fontSize = Math.round(height / 9);
  // A bold DejaVu Sans letter is about 0.62 of the font size wide.
  const lines = title ? wrap(title, Math.max(8, Math.floor((width * titleWidth) / (fontSize * 0.62)))) : [];
  const textTop =
    height - Math.round(height * 0.12) - (lines.length - 1) * fontSize * 1.15 - (subtitle ? fontSize * 0.9 : 0);
  const text = lines
    .map(
      (lineText, index) =>
        `<text x="${Math.round(width * 0.06)}" y="${Math.round(textTop + index * fontSize * 1.15)}" font-size="${fontSize}" font-weight="bold">${escapeMarkup(lineText)}</text>`,
    )
    .join('');
  const sub = subtitle
    ? `<text x="${Math.round(width * 0.06)}" y="${Math.round(textTop + (lines.length - 1) * fontSize * 1.15 + fontSize)}" font-size="${Math.round(fontSize * 0.5)}" fill-opacity="0.85">${escapeMarkup(subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${Math.round(width * (0.2 + random() * 0.6))}" cy="${Math.round(height * (0.2 + random() * 0.3))}" r="${Math.round(height * 0.45)}" fill="url(#glow)"/>
${circles}
${wave(Math.round(height * (0.62 + random() * 0.1)), height * 0.12, 0.12)}
${wave(Math.round(height * (0.74 + random() * 0.08)), height * 0.08, 0.16)}
${drawing}
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#fff">${text}${sub}</g>
</svg>`;
}

export function avatarSvg(name: string, palette: [string, string]): string {
  const initials = name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
<circle cx="128" cy="128" r="128" fill="url(#bg)"/>
<text x="128" y="160" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="bold" fill="#fff">${escapeMarkup(initials)}</text>
</svg>`;
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** mulberry32 seeded from a string hash: small, fast and repeatable. */
export function prng(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
