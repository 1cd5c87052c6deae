import type { CoverDesign } from '../types';
import { balloon, bunting, confetti, dots, gradient, sparkle, star } from './parts';

const BRIGHT = ['#f28482', '#6c9bd2', '#f6bd60', '#84a59d', '#b388eb'];

/** A bunch of balloons tied with a bow: the birthday everyone recognises. */
const balloons: CoverDesign = {
  id: 'birthday-balloons',
  occasion: 'birthday',
  background: '#fdf3e7',
  art:
    '<circle cx="270" cy="190" r="185" fill="#fbe3cf"/>' +
    balloon(170, 150, 58, '#f28482', 272, 400) +
    balloon(385, 165, 56, '#f6bd60', 272, 400) +
    balloon(280, 105, 64, '#6c9bd2', 272, 400) +
    balloon(222, 262, 50, '#84a59d', 272, 400) +
    balloon(334, 270, 48, '#b388eb', 272, 400) +
    '<path d="M272 400l-26-14v28zM272 400l26-14v28z" fill="#f28482"/><circle cx="272" cy="400" r="6" fill="#d9676a"/>' +
    sparkle(70, 90, 16, '#f6bd60') +
    sparkle(470, 330, 14, '#6c9bd2') +
    confetti({ seed: 21, count: 16, area: { x: 0, y: 690, width: 540, height: 75 }, colours: BRIGHT, size: 10 }),
  text: { x: 50, y: 440, width: 440, height: 240, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#3d2c5e', nameColour: '#a8323f' },
};

/** Icing over the top of a tier, dripping down its sides in rounded drops. */
function icing(x: number, y: number, w: number, h: number, fill: string): string {
  const drops: string[] = [];
  for (let done = 0, i = 0; done < w; i += 1) {
    const step = Math.min(w - done, [22, 30, 18, 26][i % 4] ?? 20);
    drops.push(`c0 ${i % 2 ? 14 : 26} -${step} ${i % 2 ? 14 : 26} -${step} 0`);
    done += step;
  }
  return `<path d="M${x} ${y + h}V${y + 14}a14 14 0 0 1 14-14H${x + w - 14}a14 14 0 0 1 14 14V${y + h}${drops.join('')}Z" fill="${fill}"/>`;
}

/** A two-tier cake with candles lit, the words above it. */
const cake: CoverDesign = {
  id: 'birthday-cake',
  occasion: 'birthday',
  background: '#fff1f3',
  art:
    `<defs>${gradient('birthday-cake-flame', ['#ffe58a', '#f79d4c'])}</defs>` +
    bunting(-10, 18, 550, 18, 14, BRIGHT, 11) +
    '<ellipse cx="270" cy="722" rx="200" ry="20" fill="#efcdd6"/>' +
    '<rect x="110" y="565" width="320" height="150" rx="16" fill="#f59fb4"/>' +
    icing(110, 565, 320, 22, '#fff8f0') +
    '<rect x="165" y="455" width="210" height="118" rx="14" fill="#8ecae6"/>' +
    icing(165, 455, 210, 18, '#fff8f0') +
    confetti({ seed: 5, count: 16, area: { x: 130, y: 620, width: 280, height: 80 }, colours: ['#fff8f0', '#f6bd60', '#6c9bd2'], size: 7 }) +
    [215, 270, 325]
      .map(
        (x, i) =>
          `<rect x="${x - 6}" y="${398 + (i % 2) * 8}" width="12" height="${57 - (i % 2) * 8}" rx="3" fill="${['#6c9bd2', '#f28482', '#84a59d'][i]}"/>` +
          `<path d="M${x} ${372 + (i % 2) * 8}c10 12 8 22 0 22s-10-10 0-22z" fill="url(#birthday-cake-flame)"/>`,
      )
      .join('') +
    dots({ seed: 9, count: 18, area: { x: 10, y: 400, width: 520, height: 300 }, colours: BRIGHT, avoid: { x: 100, y: 370, width: 340, height: 360 }, size: 4 }) +
    sparkle(80, 470, 14, '#f6bd60') +
    sparkle(460, 520, 18, '#f28482'),
  text: { x: 50, y: 80, width: 440, height: 260, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#4a2040', nameColour: '#a3294f' },
};

function present(x: number, y: number, w: number, h: number, box: string, ribbon: string): string {
  const cx = x + w / 2;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${box}"/>` +
    `<rect x="${x - 6}" y="${y}" width="${w + 12}" height="${Math.round(h * 0.22)}" rx="5" fill="${box}" stroke="#0000001a"/>` +
    `<rect x="${cx - 8}" y="${y}" width="16" height="${h}" fill="${ribbon}"/>` +
    `<path d="M${cx} ${y}c-30-30-48 0-30 6zM${cx} ${y}c30-30 48 0 30 6z" fill="none" stroke="${ribbon}" stroke-width="8" stroke-linejoin="round"/>`
  );
}

/** Flags across the top and a pile of presents below. */
const presents: CoverDesign = {
  id: 'birthday-bunting',
  occasion: 'birthday',
  background: '#e9f4f0',
  art:
    bunting(-10, 30, 550, 70, 30, BRIGHT, 12) +
    bunting(-10, 150, 550, 110, 20, ['#b388eb', '#f6bd60', '#6c9bd2', '#f28482'], 10) +
    '<path d="M0 708h540v57H0z" fill="#d3e9e1"/>' +
    present(80, 600, 120, 108, '#f28482', '#f6bd60') +
    present(215, 560, 110, 148, '#6c9bd2', '#fdf3e7') +
    present(340, 620, 120, 88, '#f6bd60', '#b388eb') +
    confetti({ seed: 33, count: 14, area: { x: 20, y: 520, width: 500, height: 50 }, colours: BRIGHT, size: 8 }),
  text: { x: 55, y: 235, width: 430, height: 270, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#1f3b4d', nameColour: '#9c2f3a' },
};

const sprinkleBox = { x: 75, y: 250, width: 390, height: 270 };

/** Sprinkles round a quiet middle, on a deep plum: a party at night. */
const sprinkles: CoverDesign = {
  id: 'birthday-sprinkles',
  occasion: 'birthday',
  background: '#2d1b4e',
  art:
    confetti({ seed: 41, count: 62, area: { x: 10, y: 10, width: 520, height: 745 }, colours: ['#ffd36e', '#f4a6c0', '#7fd1c7', '#ffffff', '#f28482'], avoid: { x: 60, y: 215, width: 420, height: 340 }, size: 11 }) +
    '<rect x="60" y="215" width="420" height="340" rx="26" fill="none" stroke="#ffd36e" stroke-width="2.5"/>' +
    '<rect x="70" y="225" width="400" height="320" rx="20" fill="none" stroke="#ffd36e" stroke-width="1" opacity=".6"/>' +
    star(270, 215, 16, '#ffd36e') +
    star(270, 555, 12, '#ffd36e'),
  text: { ...sprinkleBox, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#ffffff', nameColour: '#ffd36e' },
};

export const BIRTHDAY_DESIGNS: readonly CoverDesign[] = [balloons, cake, presents, sprinkles];
