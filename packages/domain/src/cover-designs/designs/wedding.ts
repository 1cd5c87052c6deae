import type { CoverDesign } from '../types';
import { flower, gradient, leaf, sparkle, wreath } from './parts';

/** Two gold rings linked, in a laurel. */
const rings: CoverDesign = {
  id: 'wedding-rings',
  occasion: 'wedding',
  background: '#faf6f0',
  art:
    `<defs>${gradient('wedding-rings-gold', ['#f6e3a1', '#d4a84b', '#b8862f'])}</defs>` +
    wreath(270, 225, 150, 200, 340, ['#9bb59a', '#7c9f7b'], 9) +
    wreath(270, 225, 150, 160, 20, ['#9bb59a', '#7c9f7b'], 9) +
    '<circle cx="232" cy="230" r="72" fill="none" stroke="url(#wedding-rings-gold)" stroke-width="14"/>' +
    '<circle cx="308" cy="230" r="72" fill="none" stroke="url(#wedding-rings-gold)" stroke-width="14"/>' +
    '<path d="M290 164a72 72 0 0 1 18-2" fill="none" stroke="#d4a84b" stroke-width="14"/>' +
    sparkle(330, 140, 14, '#d4a84b') +
    sparkle(200, 320, 10, '#d4a84b') +
    '<path d="M200 705h140" stroke="#d4a84b" stroke-width="2"/>' +
    flower(270, 705, 12, 5, '#ecc9c0', '#d4a84b'),
  text: { x: 50, y: 420, width: 440, height: 250, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#3b3226', nameColour: '#7e4f22' },
};

const BLOOMS = ['#f4c7c3', '#ffffff', '#f7d9b5', '#e8a5a5'];

/** A flowering arch, the words beneath it as if at the altar. */
const arch: CoverDesign = {
  id: 'wedding-arch',
  occasion: 'wedding',
  background: '#f5f2ec',
  art:
    '<path d="M90 730V310a180 180 0 0 1 360 0v420" fill="none" stroke="#a9bfa8" stroke-width="6"/>' +
    Array.from({ length: 11 }, (_, i) => {
      const t = (Math.PI * i) / 10;
      const x = Math.round(270 - Math.cos(t) * 180);
      const y = Math.round(310 - Math.sin(t) * 180);
      const bloom = i % 2 ? '' : flower(x, y, i % 4 ? 17 : 23, 5, BLOOMS[(i / 2) % 4] ?? '#fff', '#d9a441', i * 20);
      return leaf(x, y, 34, (i * 47) % 360, i % 2 ? '#7c9f7b' : '#9bb59a') + leaf(x, y, 28, (i * 47 + 150) % 360, '#9bb59a') + bloom;
    }).join('') +
    [400, 470, 540, 610].map((y, i) => leaf(90, y, 28, i % 2 ? 200 : -20, '#9bb59a') + leaf(450, y + 30, 28, i % 2 ? -20 : 200, '#7c9f7b')).join('') +
    flower(90, 690, 20, 6, '#f4c7c3', '#d9a441') +
    flower(450, 690, 20, 6, '#f4c7c3', '#d9a441') +
    '<path d="M40 730h460" stroke="#d8cbb8" stroke-width="3" stroke-linecap="round"/>',
  text: { x: 120, y: 300, width: 300, height: 300, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#2f3d33', nameColour: '#8b3f55' },
};

/** A ring with a bright stone, on deep green. */
const engagementRing: CoverDesign = {
  id: 'engagement-ring',
  occasion: 'engagement',
  background: '#17453f',
  art:
    `<defs>${gradient('engagement-ring-gold', ['#f6e3a1', '#d4a84b', '#a87a2a'])}${gradient('engagement-ring-stone', ['#ffffff', '#cdeef0', '#9fd3d6'])}</defs>` +
    '<circle cx="270" cy="280" r="90" fill="none" stroke="url(#engagement-ring-gold)" stroke-width="16"/>' +
    '<path d="M240 192l-10-18h80l-10 18z" fill="#d4a84b"/>' +
    '<path d="M225 150l20-26h50l20 26-45 40z" fill="url(#engagement-ring-stone)" stroke="#7fb9bd" stroke-width="2" stroke-linejoin="round"/>' +
    '<path d="M225 150h90M245 124l25 66 25-66M257 150l13-26 13 26" fill="none" stroke="#7fb9bd" stroke-width="1.5"/>' +
    sparkle(345, 110, 18, '#fbf3e4') +
    sparkle(200, 100, 11, '#f2c879') +
    sparkle(375, 170, 9, '#fbf3e4') +
    sparkle(150, 340, 12, '#f2c879') +
    sparkle(400, 360, 10, '#fbf3e4') +
    '<path d="M60 40h420M60 725h420" stroke="#f2c879" stroke-width="1.5" opacity=".7"/>',
  text: { x: 50, y: 420, width: 440, height: 260, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#fbf3e4', nameColour: '#f2c879' },
};

export const WEDDING_DESIGNS: readonly CoverDesign[] = [rings, arch];
export const ENGAGEMENT_DESIGNS: readonly CoverDesign[] = [engagementRing];
