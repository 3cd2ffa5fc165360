// Makes the Home carousel's background pictures (public/hero/*.webp) from drawn SVG, so the repository
// needs no photos and nothing is downloaded. Run again after changing a drawing:
//   node scripts/make-hero-images.ts
// The widths must match HERO_WIDTHS in app/components/site/hero-slides.ts.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const W = 1600;
const H = 900;
const widths = [640, 1024, 1600];
const outDir = new URL('../public/hero/', import.meta.url);

const glow =
  '<radialGradient id="glow" cx="0.75" cy="0.35" r="0.6">' +
  '<stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>' +
  '</radialGradient>';
const bubbles = Array.from({ length: 18 }, (_, i) => `<circle cx="${(i * 97) % W}" cy="${(i * 211) % H}" r="${30 + ((i * 37) % 90)}"/>`).join('');

// Text sits on the left of every slide: the drawings keep their detail on the right half.
const backdrop = (from: string, to: string) => `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    ${glow}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <g fill="#ffffff" fill-opacity="0.05">${bubbles}</g>`;

const cross = (x: number, y: number, s: number, fill = '#ffffff') =>
  `<path d="M${x - s / 6} ${y - s / 2}h${s / 3}v${s / 3}h${s / 3}v${s / 3}h-${s / 3}` +
  `v${s / 3}h-${s / 3}v-${s / 3}h-${s / 3}v-${s / 3}h${s / 3}z" fill="${fill}"/>`;

const windows = (x0: number, y0: number, cols: number, rows: number) =>
  Array.from({ length: cols * rows }, (_, i) => {
    const x = x0 + (i % cols) * 78;
    const y = y0 + Math.floor(i / cols) * 70;
    return `<rect x="${x}" y="${y}" width="48" height="40" rx="6" fill="#e0f2fe" fill-opacity="${0.45 + ((i * 13) % 5) / 10}"/>`;
  }).join('');

const person = (x: number, y: number, scale: number, coat: string) => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <circle cx="0" cy="-150" r="46" fill="#f1d3b3"/>
    <path d="M-46 -168a46 46 0 0 1 92 0a60 40 0 0 0 -92 0z" fill="#1f2937"/>
    <path d="M-90 90v-120a90 90 0 0 1 180 0v120z" fill="${coat}"/>
    <path d="M-22 -95l22 40l22 -40z" fill="#0f766e"/>
    <path d="M30 -40a22 22 0 1 0 1 0" fill="none" stroke="#334155" stroke-width="6"/>
  </g>`;

const drawings: Record<string, string> = {
  // A hospital campus: the institute trains for hospitals.
  welcome: `${backdrop('#073b3a', '#0f766e')}
    <rect x="860" y="250" width="560" height="560" rx="18" fill="#f8fafc" fill-opacity="0.92"/>
    <rect x="860" y="250" width="560" height="90" rx="18" fill="#0b5e58"/>
    ${cross(1140, 295, 60)}
    ${windows(905, 380, 6, 4)}
    <rect x="1090" y="680" width="100" height="130" rx="8" fill="#0b5e58"/>
    <rect x="1440" y="430" width="160" height="380" rx="12" fill="#e2e8f0" fill-opacity="0.7"/>
    <rect x="700" y="470" width="140" height="340" rx="12" fill="#e2e8f0" fill-opacity="0.6"/>
    <rect x="0" y="800" width="${W}" height="100" fill="#052e2d"/>
    <circle cx="1480" cy="160" r="70" fill="#fbbf24" fill-opacity="0.85"/>`,
  // Instructors in front of a board.
  instructors: `${backdrop('#1e1b4b', '#0e7490')}
    <rect x="820" y="150" width="700" height="380" rx="16" fill="#0f172a" fill-opacity="0.75" stroke="#e2e8f0" stroke-opacity="0.6" stroke-width="8"/>
    <path d="M880 420l90 -90l70 60l110 -130l90 80l120 -120" fill="none" stroke="#5eead4" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
    ${cross(1430, 230, 70, '#f87171')}
    ${person(960, 760, 1.1, '#f8fafc')}
    ${person(1200, 790, 1.25, '#e0f2fe')}
    ${person(1430, 770, 1.05, '#f8fafc')}
    <rect x="0" y="860" width="${W}" height="40" fill="#0b1120" fill-opacity="0.6"/>`,
  // Many programmes: a shelf of course cards.
  courses: `${backdrop('#3b0764', '#0f766e')}
    ${Array.from({ length: 6 }, (_, i) => {
      const x = 760 + (i % 3) * 270;
      const y = 170 + Math.floor(i / 3) * 330;
      const hues = ['#5eead4', '#fcd34d', '#f9a8d4', '#93c5fd', '#fdba74', '#a7f3d0'];
      return `<g transform="rotate(${i % 2 ? 3 : -3} ${x + 110} ${y + 140})">
        <rect x="${x}" y="${y}" width="230" height="290" rx="18" fill="#f8fafc" fill-opacity="0.93"/>
        <rect x="${x}" y="${y}" width="230" height="120" rx="18" fill="${hues[i]}"/>
        ${cross(x + 115, y + 60, 50, '#ffffff')}
        <rect x="${x + 24}" y="${y + 150}" width="170" height="18" rx="9" fill="#334155" fill-opacity="0.7"/>
        <rect x="${x + 24}" y="${y + 186}" width="130" height="14" rx="7" fill="#64748b" fill-opacity="0.6"/>
        <rect x="${x + 24}" y="${y + 236}" width="90" height="30" rx="15" fill="#0f766e"/>
      </g>`;
    }).join('')}`,
};

mkdirSync(outDir, { recursive: true });
for (const [name, body] of Object.entries(drawings)) {
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`);
  for (const width of widths) {
    const file = new URL(`${name}-${width}.webp`, outDir);
    const info = await sharp(svg).resize({ width }).webp({ quality: 60, effort: 6 }).toFile(file.pathname);
    console.log(`${file.pathname}: ${info.width}×${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
  }
}
