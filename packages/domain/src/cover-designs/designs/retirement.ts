import type { CoverDesign } from '../types';
import { gradient, leaf, sparkle } from './parts';

/** A sailboat at sunset through an arched window: the long holiday begins. */
const sunset: CoverDesign = {
  id: 'retirement-sunset',
  occasion: 'retirement',
  background: '#fdf6ec',
  art:
    `<defs>${gradient('retirement-sunset-sky', ['#f9c98f', '#f4a3a0', '#b98cc0'])}${gradient('retirement-sunset-sea', ['#6f8fb8', '#3f5f8f'])}` +
    '<clipPath id="retirement-sunset-window"><path d="M70 410V230a200 200 0 0 1 400 0v180z"/></clipPath></defs>' +
    '<g clip-path="url(#retirement-sunset-window)"><rect x="60" y="20" width="420" height="300" fill="url(#retirement-sunset-sky)"/>' +
    '<circle cx="270" cy="305" r="70" fill="#fff0c2"/><rect x="60" y="300" width="420" height="120" fill="url(#retirement-sunset-sea)"/>' +
    '<path d="M200 320h140M160 345h90M300 350h110M210 375h120" stroke="#fff0c2" stroke-width="3" stroke-linecap="round" opacity=".7"/>' +
    '<path d="M120 270q30-12 60 0q30 12 60 0" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>' +
    '<path d="M355 318h70l-12 16h-48z" fill="#2e3a59"/><path d="M388 314V228l36 84z" fill="#fffaf0"/><path d="M383 314v-70l-30 70z" fill="#f7e6d0"/></g>' +
    '<path d="M70 410V230a200 200 0 0 1 400 0v180" fill="none" stroke="#c98a6b" stroke-width="4"/>' +
    '<path d="M55 410h430" stroke="#c98a6b" stroke-width="6" stroke-linecap="round"/>' +
    sparkle(120, 700, 10, '#e5a178') +
    sparkle(420, 700, 10, '#e5a178') +
    '<path d="M170 700h200" stroke="#e3c4a8" stroke-width="2" stroke-dasharray="2 8" stroke-linecap="round"/>',
  text: { x: 50, y: 440, width: 440, height: 230, align: 'middle', titleFont: 'serif', nameFont: 'script', titleColour: '#3b2a4a', nameColour: '#9a3d2e' },
};

function palm(x: number, y: number): string {
  const fronds = [-160, -130, -100, -70, -40, -10].map((angle, i) => leaf(x, y, 120 - (i % 2) * 20, angle, i % 2 ? '#4f8a5b' : '#3f7a4d')).join('');
  return `<path d="M${x} ${y}q-20 150 10 300" fill="none" stroke="#8b5e3c" stroke-width="14" stroke-linecap="round"/>${fronds}`;
}

/** A striped deckchair under a palm, the sun high: nowhere to be. */
const deckchair: CoverDesign = {
  id: 'retirement-deckchair',
  occasion: 'retirement',
  background: '#f3efe3',
  art:
    '<defs><pattern id="retirement-deckchair-stripes" width="28" height="10" patternUnits="userSpaceOnUse"><rect width="14" height="10" fill="#e76f51"/><rect x="14" width="14" height="10" fill="#fdf6ec"/></pattern></defs>' +
    '<circle cx="440" cy="430" r="46" fill="#f6c560"/><circle cx="440" cy="430" r="66" fill="#f6c560" opacity=".25"/>' +
    '<path d="M0 690q135-30 270 0t270 0v75H0z" fill="#ead9b5"/>' +
    palm(90, 420) +
    '<g stroke="#8b5e3c" stroke-width="9" stroke-linecap="round"><path d="M215 700l90-190M330 700l-40-80M395 700l-60-120"/><path d="M230 610h130"/></g>' +
    '<path d="M300 512l-70 116h70l60-108z" fill="url(#retirement-deckchair-stripes)" stroke="#8b5e3c" stroke-width="3"/>' +
    '<ellipse cx="445" cy="690" rx="28" ry="8" fill="#d9c49b"/>',
  text: { x: 50, y: 80, width: 440, height: 260, align: 'middle', titleFont: 'serif', nameFont: 'script', titleColour: '#2f3b2a', nameColour: '#a0432b' },
};

export const RETIREMENT_DESIGNS: readonly CoverDesign[] = [sunset, deckchair];
