import type { CoverDesign } from '../types';
import { dots, gradient, sparkle, star } from './parts';

function cloud(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${x} ${y}a${s * 0.9} ${s * 0.9} 0 0 1 ${s * 1.2}-${s * 0.6}a${s} ${s} 0 0 1 ${s * 1.9} ${s * 0.2}a${s * 0.7} ${s * 0.7} 0 0 1 ${s * 0.7} ${s * 1.1}H${x}a${s * 0.5} ${s * 0.5} 0 0 1 0-${s * 0.7}z" fill="${fill}"/>`;
}

/** A paper plane looping away over the rooftops: off to somewhere new. */
const paperPlane: CoverDesign = {
  id: 'farewell-paper-plane',
  occasion: 'farewell',
  background: '#eaf2fb',
  art:
    '<circle cx="92" cy="110" r="52" fill="#ffd98a"/><circle cx="92" cy="110" r="72" fill="#ffd98a" opacity=".25"/>' +
    cloud(330, 110, 34, '#ffffff') +
    cloud(60, 300, 26, '#ffffff') +
    cloud(400, 330, 22, '#f8fbff') +
    '<path d="M30 390C110 380 150 290 215 300s40 80-10 75-45-95 30-120 90-40 110-50" fill="none" stroke="#2b4c7e" stroke-width="3" stroke-dasharray="3 10" stroke-linecap="round"/>' +
    '<g stroke="#2b4c7e" stroke-width="2.5" stroke-linejoin="round"><path d="M490 150L345 196L398 214Z" fill="#ffffff"/><path d="M490 150L398 214L404 268Z" fill="#cfe0f3"/><path d="M398 214L384 238L404 268Z" fill="#9fbde0"/></g>' +
    '<path d="M0 765V712h40v-30h36v18h30v-40h44v52h28v-26h40v36h34v-58h46v44h30v-20h44v34h36v-48h40v30h30v-16h62v86z" fill="#d2e1f1"/>',
  text: { x: 50, y: 430, width: 440, height: 230, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#1d3557', nameColour: '#a63d1c' },
};

/** A well-travelled suitcase covered in stickers. */
const suitcase: CoverDesign = {
  id: 'farewell-suitcase',
  occasion: 'farewell',
  background: '#fbefe2',
  art:
    `<defs>${gradient('farewell-suitcase-case', ['#d8674d', '#b8482f'])}</defs>` +
    '<path d="M70 470Q270 350 470 470" fill="none" stroke="#b8482f" stroke-width="2.5" stroke-dasharray="3 9" stroke-linecap="round"/>' +
    '<path d="M470 470l-22-4 10 18z" fill="#b8482f"/>' +
    '<path d="M225 520v-30a14 14 0 0 1 14-14h62a14 14 0 0 1 14 14v30" fill="none" stroke="#6b3a26" stroke-width="12"/>' +
    '<rect x="130" y="515" width="280" height="190" rx="22" fill="url(#farewell-suitcase-case)"/>' +
    '<path d="M130 560h280" stroke="#9c3b25" stroke-width="4"/>' +
    '<rect x="185" y="515" width="18" height="190" fill="#6b3a26"/><rect x="337" y="515" width="18" height="190" fill="#6b3a26"/>' +
    '<circle cx="270" cy="628" r="34" fill="#f6c560"/><circle cx="270" cy="628" r="24" fill="none" stroke="#fbefe2" stroke-width="3"/>' +
    '<rect x="360" y="590" width="44" height="56" rx="6" fill="#6c9bd2" transform="rotate(12 382 618)"/>' +
    star(160, 650, 18, '#fbefe2') +
    '<rect x="140" y="592" width="34" height="26" rx="4" fill="#84a59d" transform="rotate(-10 157 605)"/>' +
    '<ellipse cx="270" cy="722" rx="170" ry="12" fill="#efd9c3"/>' +
    '<path d="M310 476l40 26" stroke="#6b3a26" stroke-width="3"/><rect x="342" y="496" width="34" height="48" rx="6" fill="#fff8ef" stroke="#6b3a26" stroke-width="3" transform="rotate(-18 359 520)"/>' +
    sparkle(80, 60, 14, '#f6c560') +
    sparkle(470, 380, 12, '#d8674d') +
    dots({ seed: 4, count: 10, area: { x: 20, y: 20, width: 500, height: 50 }, colours: ['#f6c560', '#d8674d', '#84a59d'], size: 3 }),
  text: { x: 50, y: 90, width: 440, height: 250, align: 'middle', titleFont: 'serif', nameFont: 'script', titleColour: '#4a2418', nameColour: '#9c3b25' },
};

export const FAREWELL_DESIGNS: readonly CoverDesign[] = [paperPlane, suitcase];
