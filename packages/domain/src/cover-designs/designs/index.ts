import type { CoverDesign } from '../types';

/*
 * Temporary stand-ins for the required designs (the designs branch replaces this file with the
 * drawn set): plain shapes, enough for the cover pipeline to compose and test against.
 */
const box = { x: 50, y: 470, width: 440, height: 230, align: 'middle' } as const;

function standIn(id: string, occasion: CoverDesign['occasion'], background: string, art: string): CoverDesign {
  return {
    id,
    occasion,
    background,
    art,
    text: { ...box, titleFont: 'display', nameFont: 'script', titleColour: '#2b2238', nameColour: '#8a3a52' },
  };
}

/** Every cover design the picker offers, in the picker's order (grouped by occasion). */
export const COVER_DESIGNS: readonly CoverDesign[] = [
  standIn(
    'celebration-confetti',
    'celebration',
    '#fbf6ef',
    '<g fill="#f2b53a"><circle cx="90" cy="110" r="14"/><circle cx="430" cy="160" r="10"/><circle cx="270" cy="80" r="8"/></g><g fill="#e8566b"><rect x="150" y="200" width="24" height="12" transform="rotate(30 162 206)"/><rect x="360" y="300" width="24" height="12" transform="rotate(-20 372 306)"/></g><circle cx="270" cy="290" r="120" fill="#6ec3d4" opacity="0.35"/>',
  ),
  standIn(
    'birthday-balloons',
    'birthday',
    '#fff4e8',
    '<ellipse cx="200" cy="200" rx="70" ry="86" fill="#e8566b"/><ellipse cx="330" cy="230" rx="70" ry="86" fill="#6ec3d4"/><path d="M200 286q10 80-10 160M330 316q-10 70 10 130" fill="none" stroke="#8a6d5a" stroke-width="3"/>',
  ),
  standIn(
    'farewell-paper-plane',
    'farewell',
    '#eef3fb',
    '<path d="M110 300l330-150-120 260-60-80z" fill="#ffffff" stroke="#1f3a68" stroke-width="6" stroke-linejoin="round"/><path d="M260 330l180-180" stroke="#1f3a68" stroke-width="4"/><path d="M60 420q120-60 200-40" fill="none" stroke="#1f3a68" stroke-dasharray="10 10" stroke-width="3"/>',
  ),
  standIn(
    'get-well-flowers',
    'get-well',
    '#f3f8ef',
    '<g fill="#f39bb0"><circle cx="200" cy="220" r="40"/><circle cx="340" cy="200" r="46"/></g><g fill="#f2b53a"><circle cx="200" cy="220" r="14"/><circle cx="340" cy="200" r="16"/></g><path d="M200 260v180M340 246v200" stroke="#4f8a3c" stroke-width="8"/>',
  ),
];
