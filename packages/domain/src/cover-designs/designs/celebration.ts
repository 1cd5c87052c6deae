import type { CoverDesign } from '../types';
import { confetti, sparkle, star } from './parts';

const confettiBox = { x: 56, y: 372, width: 428, height: 276 };

/** The general celebration, and the fallback when nothing names the occasion. */
const confettiDesign: CoverDesign = {
  id: 'celebration-confetti',
  occasion: 'celebration',
  background: '#fff8ef',
  art:
    '<circle cx="110" cy="120" r="150" fill="#ffe3d3" opacity=".7"/><circle cx="430" cy="210" r="130" fill="#fff0bf" opacity=".8"/>' +
    '<path d="M40 0c10 60 70 40 60 100s-60 60-20 110" fill="none" stroke="#f28482" stroke-width="7" stroke-linecap="round"/>' +
    '<path d="M270 0c-20 50 40 70 10 120s-50 40-10 90" fill="none" stroke="#6c9bd2" stroke-width="7" stroke-linecap="round"/>' +
    '<path d="M500 0c-15 50-70 40-55 100s60 50 25 110" fill="none" stroke="#f6bd60" stroke-width="7" stroke-linecap="round"/>' +
    confetti({ seed: 7, count: 46, area: { x: 0, y: 0, width: 540, height: 345 }, colours: ['#f28482', '#6c9bd2', '#f6bd60', '#84a59d', '#b388eb'], size: 12 }) +
    confetti({ seed: 11, count: 16, area: { x: 0, y: 660, width: 540, height: 105 }, colours: ['#f28482', '#6c9bd2', '#f6bd60', '#84a59d'], avoid: confettiBox, size: 11 }) +
    sparkle(160, 300, 22, '#f6bd60') +
    sparkle(400, 330, 16, '#f28482') +
    '<path d="M170 352h200" stroke="#e8cdb6" stroke-width="2" stroke-dasharray="2 8" stroke-linecap="round"/>',
  text: { ...confettiBox, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#2b2450', nameColour: '#a3294f' },
};

const streamerColours = ['#f6c560', '#f07167', '#4fb3a9', '#f4a6c0'];

/** Ribbons of colour falling across a navy night: a party, for any reason. */
const streamers: CoverDesign = {
  id: 'celebration-streamers',
  occasion: 'celebration',
  background: '#1f2a4d',
  art:
    streamerColours
      .map((colour, i) => {
        const x = 40 + i * 130;
        return `<path d="M${x} -10c60 60-50 110 10 170s-40 110 20 170" fill="none" stroke="${colour}" stroke-width="12" stroke-linecap="round" opacity=".95"/>`;
      })
      .join('') +
    confetti({ seed: 3, count: 40, area: { x: 0, y: 0, width: 540, height: 380 }, colours: streamerColours, size: 10 }) +
    star(90, 330, 14, '#f6c560') +
    star(460, 60, 10, '#fff7e6') +
    sparkle(470, 320, 20, '#fff7e6') +
    sparkle(60, 60, 12, '#f4a6c0') +
    '<path d="M40 720h460" stroke="#f6c560" stroke-width="2"/><path d="M40 730h460" stroke="#f6c560" stroke-width="1" opacity=".6"/>',
  text: { x: 50, y: 410, width: 440, height: 280, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#fff7e6', nameColour: '#f6c560' },
};

export const CELEBRATION_DESIGNS: readonly CoverDesign[] = [confettiDesign, streamers];
