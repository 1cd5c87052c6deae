import type { CoverDesign } from '../types';
import { dots, heart, star } from './parts';

function hangingStar(x: number, top: number, y: number, r: number, fill: string): string {
  return `<path d="M${x} ${top}V${y - r}" stroke="#b9a88e" stroke-width="1.5"/>${star(x, y, r, fill)}`;
}

/** A cot mobile: a sleepy moon, stars and a cloud. */
const mobile: CoverDesign = {
  id: 'new-baby-mobile',
  occasion: 'new-baby',
  background: '#e9eef9',
  art:
    '<path d="M110 70Q270 20 430 70" fill="none" stroke="#b9a88e" stroke-width="5" stroke-linecap="round"/><path d="M270 0v46" stroke="#b9a88e" stroke-width="3"/>' +
    '<path d="M270 46V150" stroke="#b9a88e" stroke-width="1.5"/>' +
    '<circle cx="270" cy="215" r="66" fill="#f8d77c"/><circle cx="300" cy="195" r="58" fill="#e9eef9"/>' +
    '<path d="M222 228q10 10 20 0" fill="none" stroke="#8a6d2f" stroke-width="3" stroke-linecap="round"/>' +
    hangingStar(140, 62, 190, 26, '#f4b6c2') +
    hangingStar(400, 62, 170, 24, '#9cc5e8') +
    '<path d="M190 52V290M350 52V300" stroke="#b9a88e" stroke-width="1.5"/>' +
    '<path d="M150 320a24 24 0 0 1 28-30a30 30 0 0 1 52 6a20 20 0 0 1 8 30h-80a12 12 0 0 1-8-6z" fill="#ffffff"/>' +
    star(350, 320, 20, '#f8d77c') +
    dots({ seed: 12, count: 22, area: { x: 20, y: 380, width: 500, height: 370 }, colours: ['#ffffff', '#c9d6f0'], avoid: { x: 50, y: 400, width: 440, height: 260 }, size: 4 }),
  text: { x: 50, y: 400, width: 440, height: 250, align: 'middle', titleFont: 'serif', nameFont: 'script', titleColour: '#2e3a6b', nameColour: '#6a3d80' },
};

/** A blush pram with hearts floating up. */
const pram: CoverDesign = {
  id: 'new-baby-pram',
  occasion: 'new-baby',
  background: '#fdf0ef',
  art:
    '<path d="M150 560A130 130 0 0 1 280 430V560Z" fill="#f19db2"/>' +
    '<path d="M280 430v130M187 468l93 92M150 520l130 40" stroke="#fdf0ef" stroke-width="4" opacity=".8"/>' +
    '<path d="M140 560H425c0 65-55 100-143 100S140 625 140 560z" fill="#f7c6d1"/>' +
    '<path d="M150 585h270" stroke="#fdf0ef" stroke-width="4" stroke-dasharray="6 8"/>' +
    '<path d="M425 560l40-60h26" fill="none" stroke="#5b4b6b" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<g fill="none" stroke="#5b4b6b" stroke-width="8"><circle cx="205" cy="692" r="32"/><circle cx="365" cy="692" r="32"/></g>' +
    '<path d="M205 660v64M173 692h64M365 660v64M333 692h64" stroke="#5b4b6b" stroke-width="2.5"/>' +
    '<path d="M230 655l-20 35M340 655l20 35" stroke="#5b4b6b" stroke-width="6" stroke-linecap="round"/>' +
    heart(90, 470, 18, '#f19db2') +
    heart(470, 420, 14, '#f7c6d1') +
    heart(440, 560, 10, '#f19db2') +
    heart(70, 610, 11, '#f7c6d1') +
    dots({ seed: 19, count: 14, area: { x: 20, y: 20, width: 500, height: 50 }, colours: ['#f7c6d1', '#b9d7ea'], size: 4 }),
  text: { x: 50, y: 90, width: 440, height: 260, align: 'middle', titleFont: 'serif', nameFont: 'script', titleColour: '#5b2b4a', nameColour: '#a0345a' },
};

export const NEW_BABY_DESIGNS: readonly CoverDesign[] = [mobile, pram];
