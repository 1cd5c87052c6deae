import type { CoverDesign } from '../types';
import { dots, flower, gradient, heart, leaf, sprig } from './parts';

const GREENS = ['#7c9f7b', '#5f8a6a', '#9bb59a'];

/** Sprigs of green reaching in from two corners, a quiet middle for the words. */
const botanical: CoverDesign = {
  id: 'thank-you-botanical',
  occasion: 'thank-you',
  background: '#f3f0e6',
  art:
    sprig(-10, 30, 300, 22, '#5f8a6a', GREENS, 5) +
    sprig(10, -10, 250, 60, '#5f8a6a', GREENS, 3) +
    sprig(-10, 120, 160, -8, '#5f8a6a', GREENS, 3) +
    sprig(550, 735, 300, 202, '#5f8a6a', GREENS, 5) +
    sprig(530, 775, 250, 240, '#5f8a6a', GREENS, 3) +
    sprig(550, 645, 160, 172, '#5f8a6a', GREENS, 3) +
    flower(120, 140, 18, 5, '#e9b8a5', '#c7923e') +
    flower(420, 630, 18, 5, '#e9b8a5', '#c7923e') +
    flower(70, 200, 11, 5, '#f6dccf', '#c7923e') +
    flower(470, 560, 11, 5, '#f6dccf', '#c7923e'),
  text: { x: 70, y: 245, width: 400, height: 280, align: 'middle', titleFont: 'serif', nameFont: 'script', titleColour: '#2f3b2a', nameColour: '#7d3a2a' },
};

/** Hearts floating up like lanterns. */
const hearts: CoverDesign = {
  id: 'thank-you-hearts',
  occasion: 'thank-you',
  background: '#fff1ec',
  art:
    [
      [270, 560, 60, '#f28482'],
      [150, 620, 36, '#f6bd60'],
      [400, 600, 42, '#f4a6c0'],
      [90, 480, 22, '#f4a6c0'],
      [455, 460, 26, '#f28482'],
      [200, 430, 16, '#f6bd60'],
      [350, 415, 14, '#f28482'],
      [60, 680, 18, '#f28482'],
      [480, 690, 16, '#f6bd60'],
    ]
      .map(([x, y, s, colour]) => heart(x as number, y as number, s as number, colour as string))
      .join('') +
    '<path d="M270 660v90M150 680v70M400 670v80" stroke="#e0b3a6" stroke-width="1.5" stroke-dasharray="3 5"/>' +
    dots({ seed: 8, count: 12, area: { x: 20, y: 20, width: 500, height: 40 }, colours: ['#f28482', '#f6bd60'], size: 3 }),
  text: { x: 50, y: 90, width: 440, height: 260, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#5a1f2b', nameColour: '#a3294f' },
};

function lily(x: number, y: number, r: number, turn: number): string {
  const petals = [0, 60, 120, 180, 240, 300]
    .map((angle) => `<path d="M${x} ${y}q${r * 0.35} ${-r * 0.5} 0 ${-r}q${-r * 0.35} ${r * 0.5} 0 ${r}z" transform="rotate(${angle + turn} ${x} ${y})"/>`)
    .join('');
  return `<g fill="#ffffff" stroke="#b8a9c9" stroke-width="2">${petals}</g><circle cx="${x}" cy="${y}" r="${r * 0.12}" fill="#e4d9a8"/>`;
}

/** One stem of white lilies, drawn in soft lines: quiet and dignified. */
const lilies: CoverDesign = {
  id: 'sympathy-lilies',
  occasion: 'sympathy',
  background: '#f1eff4',
  art:
    '<rect x="24" y="24" width="492" height="717" rx="4" fill="none" stroke="#cfc6dc" stroke-width="1.5"/>' +
    '<path d="M420 765C420 680 380 600 330 520M380 640c20-40 40-60 70-70" fill="none" stroke="#8ca08a" stroke-width="4" stroke-linecap="round"/>' +
    leaf(405, 690, 110, -120, '#a7b8a5') +
    leaf(395, 650, 90, -30, '#8ca08a') +
    lily(330, 515, 64, 15) +
    lily(452, 566, 38, 40) +
    '<ellipse cx="300" cy="600" rx="9" ry="22" fill="#ffffff" stroke="#b8a9c9" stroke-width="2" transform="rotate(-35 300 600)"/><path d="M312 616l20 16" stroke="#8ca08a" stroke-width="3"/>',
  text: { x: 50, y: 110, width: 440, height: 260, align: 'middle', titleFont: 'serif', nameFont: 'serif', titleColour: '#3a3450', nameColour: '#5d4a73' },
};

/** Hills at dusk under a low moon: still, and gentle. */
const dusk: CoverDesign = {
  id: 'sympathy-dusk',
  occasion: 'sympathy',
  background: '#27314a',
  art:
    `<defs>${gradient('sympathy-dusk-glow', ['#27314a', '#3b4763'])}</defs>` +
    '<rect y="380" width="540" height="385" fill="url(#sympathy-dusk-glow)"/>' +
    '<circle cx="400" cy="110" r="58" fill="#f1e9d2" opacity=".12"/><circle cx="400" cy="110" r="36" fill="#f1e9d2"/>' +
    dots({ seed: 31, count: 18, area: { x: 20, y: 20, width: 500, height: 120 }, colours: ['#d9cfe8', '#f1e9d2'], avoid: { x: 340, y: 50, width: 120, height: 120 }, size: 1.6 }) +
    '<path d="M0 560q130-70 270-20t270-30V765H0z" fill="#36415f"/>' +
    '<path d="M0 620q170-60 330-10t210-10V765H0z" fill="#404c6c"/>' +
    '<path d="M0 690q150-40 300 0t240-10V765H0z" fill="#4b5878"/>',
  text: { x: 50, y: 190, width: 440, height: 260, align: 'middle', titleFont: 'serif', nameFont: 'serif', titleColour: '#f3efe6', nameColour: '#d9cfe8' },
};

function tulip(x: number, y: number, fill: string): string {
  return `<path d="M${x - 18} ${y}Q${x - 22} ${y - 34} ${x - 9} ${y - 40}L${x} ${y - 26}L${x + 9} ${y - 40}Q${x + 22} ${y - 34} ${x + 18} ${y}Q${x} ${y + 16} ${x - 18} ${y}Z" fill="${fill}"/>`;
}

/** A jar of tulips and daisies, sunny and unfussy. */
const getWellFlowers: CoverDesign = {
  id: 'get-well-flowers',
  occasion: 'get-well',
  background: '#fff8e8',
  art:
    `<defs>${gradient('get-well-flowers-jar', ['#bfe2f0', '#8ecae6'])}</defs>` +
    '<circle cx="270" cy="210" r="175" fill="#fdebc4"/>' +
    '<g stroke="#5f8a6a" stroke-width="4" fill="none" stroke-linecap="round"><path d="M270 300L270 110M255 300L180 150M285 300L365 140M262 300L210 215M278 300L335 230"/></g>' +
    leaf(250, 250, 60, -140, '#7c9f7b') +
    leaf(290, 240, 60, -40, '#5f8a6a') +
    tulip(270, 120, '#f28482') +
    tulip(180, 158, '#f6bd60') +
    tulip(365, 148, '#f4a6c0') +
    flower(210, 215, 30, 9, '#ffffff', '#f6bd60') +
    flower(335, 230, 28, 9, '#ffffff', '#f6bd60', 10) +
    '<path d="M215 290h110v20c0 50-10 80-55 80s-55-30-55-80z" fill="url(#get-well-flowers-jar)"/><rect x="208" y="284" width="124" height="14" rx="7" fill="#6c9bd2"/>' +
    '<ellipse cx="270" cy="395" rx="90" ry="8" fill="#f0dcb4"/>',
  text: { x: 50, y: 430, width: 440, height: 250, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#2d3a2e', nameColour: '#9a3b2e' },
};

/** A cup of tea, steam curling up: rest and get better. */
const tea: CoverDesign = {
  id: 'get-well-tea',
  occasion: 'get-well',
  background: '#eef6f0',
  art:
    '<circle cx="470" cy="70" r="40" fill="#f6d27a"/><g stroke="#f6d27a" stroke-width="4" stroke-linecap="round"><path d="M470 10V0M530 70h10M412 28l-8-8M512 112l8 8M412 112l-8 8"/></g>' +
    '<g fill="none" stroke="#9fbfae" stroke-width="4" stroke-linecap="round"><path d="M230 530c-20-25 20-40 0-70"/><path d="M270 520c-20-25 20-40 0-70"/><path d="M310 530c-20-25 20-40 0-70"/></g>' +
    '<ellipse cx="270" cy="690" rx="170" ry="24" fill="#d6e8dc"/>' +
    '<path d="M380 590a40 40 0 1 1 0 60" fill="none" stroke="#5b7f6a" stroke-width="10"/>' +
    '<path d="M160 560h220c0 90-45 125-110 125s-110-35-110-125z" fill="#ffffff" stroke="#5b7f6a" stroke-width="4"/>' +
    '<path d="M165 590h210" stroke="#f28482" stroke-width="8"/>' +
    heart(270, 620, 16, '#f28482') +
    '<path d="M330 560l30 60" stroke="#c9a36a" stroke-width="2"/><rect x="348" y="615" width="26" height="30" rx="3" fill="#f6d27a" transform="rotate(-10 361 630)"/>',
  text: { x: 50, y: 110, width: 440, height: 260, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#24402f', nameColour: '#8a3b3b' },
};

export const THANK_YOU_DESIGNS: readonly CoverDesign[] = [botanical, hearts];
export const SYMPATHY_DESIGNS: readonly CoverDesign[] = [lilies, dusk];
export const GET_WELL_DESIGNS: readonly CoverDesign[] = [getWellFlowers, tea];
