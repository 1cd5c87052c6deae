import type { CoverDesign } from '../types';
import { dots, leaf, snowflake, sparkle, star } from './parts';

/** A fresh desk: laptop, plant and a mug on the first morning. */
const desk: CoverDesign = {
  id: 'new-job-desk',
  occasion: 'new-job',
  background: '#fff7ea',
  art:
    '<rect x="30" y="640" width="480" height="18" rx="6" fill="#c98d5a"/><path d="M70 658v107M470 658v107" stroke="#a8713f" stroke-width="14"/>' +
    '<path d="M140 640l20-118h190l20 118z" fill="#3b4a6b"/><path d="M170 534h170l-14 94H186z" fill="#9cc5e8"/><path d="M110 640h290v10H110z" fill="#2b3750"/>' +
    '<path d="M200 560h90M200 580h60" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>' +
    '<path d="M420 560h56l-8 80h-40z" fill="#e07a5f"/>' +
    leaf(448, 560, 70, -120, '#5f8a6a') +
    leaf(448, 560, 80, -70, '#7c9f7b') +
    leaf(448, 560, 60, -20, '#5f8a6a') +
    leaf(448, 560, 55, -160, '#7c9f7b') +
    '<rect x="60" y="585" width="46" height="55" rx="8" fill="#f6bd60"/><path d="M106 598a14 14 0 0 1 0 28" fill="none" stroke="#f6bd60" stroke-width="7"/>' +
    '<path d="M75 570c-8-10 8-16 0-26M92 570c-8-10 8-16 0-26" fill="none" stroke="#d9c4a6" stroke-width="3" stroke-linecap="round"/>' +
    sparkle(90, 450, 14, '#f6bd60') +
    sparkle(470, 420, 18, '#e07a5f'),
  text: { x: 50, y: 100, width: 440, height: 270, align: 'middle', titleFont: 'sans', nameFont: 'script', titleColour: '#26324a', nameColour: '#a3402a' },
};

/** A rocket lifting off into a starry sky: onwards and upwards. */
const rocket: CoverDesign = {
  id: 'new-job-rocket',
  occasion: 'new-job',
  background: '#20264a',
  art:
    dots({ seed: 5, count: 34, area: { x: 0, y: 0, width: 540, height: 765 }, colours: ['#ffffff', '#ffc857'], avoid: { x: 40, y: 70, width: 460, height: 290 }, size: 1.8 }) +
    '<circle cx="460" cy="420" r="30" fill="#7fd1c7" opacity=".8"/><path d="M420 425q40-20 80-4" stroke="#20264a" stroke-width="4" fill="none" opacity=".4"/>' +
    '<g transform="rotate(30 250 560)">' +
    '<path d="M250 420c40 40 50 110 40 170h-80c-10-60 0-130 40-170z" fill="#f2f4f8"/>' +
    '<path d="M210 560l-34 50 36-10zM290 560l34 50-36-10z" fill="#e76f51"/><path d="M240 590h20v20h-20z" fill="#e76f51"/>' +
    '<circle cx="250" cy="505" r="18" fill="#7fb7e6" stroke="#3b4a6b" stroke-width="5"/>' +
    '<path d="M226 595c0 40 12 60 24 80 12-20 24-40 24-80z" fill="#ffc857"/><path d="M238 595c0 26 6 40 12 52 6-12 12-26 12-52z" fill="#fff3c4"/></g>' +
    '<g fill="#3a4270"><circle cx="120" cy="730" r="40"/><circle cx="170" cy="745" r="46"/><circle cx="70" cy="750" r="36"/></g>' +
    star(470, 90, 12, '#ffc857') +
    star(70, 420, 9, '#ffffff'),
  text: { x: 50, y: 80, width: 440, height: 270, align: 'middle', titleFont: 'sans', nameFont: 'script', titleColour: '#ffffff', nameColour: '#ffc857' },
};

const flakeBox = { x: 60, y: 240, width: 420, height: 280 };

/** Snowflakes on a winter blue: the season, for any tradition. */
const snowflakes: CoverDesign = {
  id: 'holidays-snowflakes',
  occasion: 'holidays',
  background: '#1e3a5f',
  art:
    snowflake(100, 110, 46, '#ffffff') +
    snowflake(300, 90, 30, '#bfe0ff') +
    snowflake(450, 170, 38, '#ffffff') +
    snowflake(200, 190, 18, '#bfe0ff', 2) +
    snowflake(80, 620, 30, '#bfe0ff') +
    snowflake(440, 640, 50, '#ffffff') +
    snowflake(250, 680, 22, '#ffffff', 2) +
    dots({ seed: 27, count: 40, area: { x: 0, y: 0, width: 540, height: 765 }, colours: ['#ffffff', '#bfe0ff'], avoid: flakeBox, size: 2.2 }),
  text: { ...flakeBox, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#ffffff', nameColour: '#bfe0ff' },
};

function pine(x: number, base: number, h: number, fill: string): string {
  const w = h * 0.42;
  return (
    `<path d="M${x} ${base - h}l${w * 0.6} ${h * 0.4}h${-w * 0.25}l${w * 0.55} ${h * 0.35}h${-w * 0.25}l${w * 0.5} ${h * 0.25}h${-w * 2.3}l${w * 0.5} ${-h * 0.25}h${-w * 0.25}l${w * 0.55} ${-h * 0.35}h${-w * 0.25}z" fill="${fill}"/>` +
    `<path d="M${x} ${base - h}l${w * 0.3} ${h * 0.2}q${-w * 0.3} 8 ${-w * 0.6} 0z" fill="#ffffff"/>`
  );
}

/** A snowy pine wood under a string of lights. */
const forest: CoverDesign = {
  id: 'holidays-winter-forest',
  occasion: 'holidays',
  background: '#f2f5f7',
  art:
    '<path d="M-10 40Q135 100 270 60T550 60" fill="none" stroke="#4a5a55" stroke-width="2"/>' +
    ['#e76f51', '#f6c560', '#4fb3a9', '#e76f51', '#f6c560', '#4fb3a9', '#e76f51', '#f6c560'].map((c, i) => `<ellipse cx="${40 + i * 66}" cy="${[60, 76, 78, 68, 58, 58, 62, 66][i]}" rx="7" ry="10" fill="${c}"/>`).join('') +
    dots({ seed: 44, count: 30, area: { x: 0, y: 100, width: 540, height: 560 }, colours: ['#c8d6e0'], avoid: { x: 50, y: 140, width: 440, height: 280 }, size: 3 }) +
    pine(90, 700, 190, '#3f7a66') +
    pine(200, 720, 250, '#2f5d50') +
    pine(330, 710, 210, '#3f7a66') +
    pine(450, 705, 170, '#5f9b84') +
    pine(30, 735, 120, '#5f9b84') +
    pine(520, 740, 130, '#2f5d50') +
    '<path d="M0 720q140-30 270-6t270-4v55H0z" fill="#ffffff"/>',
  text: { x: 50, y: 140, width: 440, height: 280, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#1f3a33', nameColour: '#9b2c2c' },
};

export const NEW_JOB_DESIGNS: readonly CoverDesign[] = [desk, rocket];
export const HOLIDAY_DESIGNS: readonly CoverDesign[] = [snowflakes, forest];
