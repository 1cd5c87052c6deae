import type { CoverDesign } from '../types';
import { confetti, dots, firework, flower, gradient, heart, sparkle, star, wreath } from './parts';

const GOLD = ['#f6e3a1', '#e2b04a', '#b8862f'];

/** A gold cup in a burst of light. */
const trophy: CoverDesign = {
  id: 'congratulations-trophy',
  occasion: 'congratulations',
  background: '#17233b',
  art:
    `<defs>${gradient('congratulations-trophy-gold', GOLD, true)}</defs>` +
    Array.from({ length: 12 }, (_, i) => `<path d="M270 230L${Math.round(270 + Math.cos((i * Math.PI) / 6) * 400)} ${Math.round(230 + Math.sin((i * Math.PI) / 6) * 400)}L${Math.round(270 + Math.cos((i * Math.PI) / 6 + 0.2) * 400)} ${Math.round(230 + Math.sin((i * Math.PI) / 6 + 0.2) * 400)}Z" fill="#e2b04a" opacity=".08"/>`).join('') +
    '<g fill="none" stroke="#e2b04a" stroke-width="12"><path d="M200 140h-40c0 60 30 80 50 80"/><path d="M340 140h40c0 60-30 80-50 80"/></g>' +
    '<path d="M195 110h150v60c0 70-35 105-75 105s-75-35-75-105z" fill="url(#congratulations-trophy-gold)"/>' +
    '<rect x="256" y="272" width="28" height="45" fill="#b8862f"/><rect x="215" y="315" width="110" height="20" rx="5" fill="url(#congratulations-trophy-gold)"/><rect x="200" y="333" width="140" height="30" rx="6" fill="#8c6a2a"/>' +
    star(270, 178, 26, '#fff6e0') +
    confetti({ seed: 17, count: 26, area: { x: 0, y: 0, width: 540, height: 390 }, colours: ['#f2c14e', '#f28482', '#7fd1c7', '#fff6e0'], avoid: { x: 150, y: 90, width: 240, height: 280 }, size: 10 }),
  text: { x: 50, y: 420, width: 440, height: 260, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#fff6e0', nameColour: '#f2c14e' },
};

/** Fireworks over a dark sky. */
const fireworks: CoverDesign = {
  id: 'congratulations-fireworks',
  occasion: 'congratulations',
  background: '#1c1433',
  art:
    firework(150, 160, 95, '#f6c560', 16) +
    firework(395, 115, 72, '#f28482') +
    firework(420, 310, 58, '#7fd1c7', 12) +
    firework(105, 355, 46, '#b388eb', 10) +
    dots({ seed: 23, count: 30, area: { x: 0, y: 0, width: 540, height: 420 }, colours: ['#ffffff', '#f6c560'], size: 1.6 }) +
    '<path d="M0 765v-50h30v-25h40v35h30v-55h40v40h50v-20h40v45h35v-30h45v20h40v-40h35v30h40v-15h55v25h40v-25h20v95z" fill="#2a2048"/>',
  text: { x: 50, y: 420, width: 440, height: 250, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#ffffff', nameColour: '#f6c560' },
};

/** A full wreath of leaves with two hearts: years together. */
const anniversaryWreath: CoverDesign = {
  id: 'anniversary-wreath',
  occasion: 'anniversary',
  background: '#fbf5ef',
  art:
    wreath(270, 340, 200, 0, 348, ['#8aa88a', '#6e8f6f', '#a9bfa8'], 23, 44) +
    flower(270, 135, 16, 5, '#e8a5a5', '#d9a441') +
    flower(475, 340, 14, 5, '#f4c7c3', '#d9a441') +
    flower(65, 340, 14, 5, '#f4c7c3', '#d9a441') +
    heart(255, 535, 18, '#c44d58') +
    heart(285, 540, 15, '#e8a5a5') +
    '<path d="M120 700h300" stroke="#d9b99b" stroke-width="2"/>',
  text: { x: 120, y: 230, width: 300, height: 220, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#4a2030', nameColour: '#8e3047' },
};

/** Two glasses clinking, bubbles rising. */
const toast: CoverDesign = {
  id: 'anniversary-toast',
  occasion: 'anniversary',
  background: '#2e1f33',
  art:
    `<defs>${gradient('anniversary-toast-fizz', ['#fbe8a6', '#e2b04a'])}</defs>` +
    '<g transform="rotate(-14 220 300)"><path d="M180 150h80l-8 110c-4 30-60 30-64 0z" fill="url(#anniversary-toast-fizz)"/><path d="M176 120h88l-12 140c-4 34-60 34-64 0z" fill="none" stroke="#f6eee2" stroke-width="4"/><path d="M220 290v80M190 372h60" stroke="#f6eee2" stroke-width="4" stroke-linecap="round"/></g>' +
    '<g transform="rotate(14 320 300)"><path d="M280 150h80l-8 110c-4 30-60 30-64 0z" fill="url(#anniversary-toast-fizz)"/><path d="M276 120h88l-12 140c-4 34-60 34-64 0z" fill="none" stroke="#f6eee2" stroke-width="4"/><path d="M320 290v80M290 372h60" stroke="#f6eee2" stroke-width="4" stroke-linecap="round"/></g>' +
    dots({ seed: 14, count: 20, area: { x: 180, y: 20, width: 180, height: 100 }, colours: ['#fbe8a6', '#f6eee2'], size: 3 }) +
    sparkle(270, 110, 20, '#fbe8a6') +
    sparkle(120, 80, 12, '#f6eee2') +
    sparkle(430, 200, 12, '#f6eee2') +
    '<path d="M80 720h380" stroke="#e2b04a" stroke-width="1.5"/>',
  text: { x: 50, y: 430, width: 440, height: 250, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#f6eee2', nameColour: '#f2c879' },
};

/** A mortarboard with its tassel and a rolled diploma. */
const graduationCap: CoverDesign = {
  id: 'graduation-cap',
  occasion: 'graduation',
  background: '#eef1f8',
  art:
    '<path d="M170 215v62c0 35 200 35 200 0v-62l-100 45z" fill="#1b2640"/>' +
    '<path d="M270 110L450 185L270 260L90 185Z" fill="#2b3a5e"/><path d="M270 110L450 185L270 205L90 185Z" fill="#34466f"/>' +
    '<path d="M270 185L420 205V300" fill="none" stroke="#e2b04a" stroke-width="5" stroke-linecap="round"/><circle cx="270" cy="185" r="9" fill="#e2b04a"/>' +
    '<path d="M410 298h20l6 50h-32z" fill="#e2b04a"/>' +
    '<g transform="rotate(-18 130 330)"><rect x="60" y="312" width="150" height="36" rx="18" fill="#fffaf0" stroke="#c9b48f" stroke-width="2"/><rect x="125" y="308" width="14" height="44" fill="#b8412c"/></g>' +
    star(80, 90, 14, '#e2b04a') +
    star(470, 80, 10, '#9cb3dd') +
    star(460, 330, 12, '#e2b04a') +
    confetti({ seed: 2, count: 14, area: { x: 20, y: 690, width: 500, height: 60 }, colours: ['#e2b04a', '#34466f', '#b8412c'], size: 9 }),
  text: { x: 50, y: 410, width: 440, height: 260, align: 'middle', titleFont: 'display', nameFont: 'script', titleColour: '#1b2640', nameColour: '#8a3b12' },
};

/** A rosette with ribbons between laurel sprigs: years of good work. */
const rosette: CoverDesign = {
  id: 'work-anniversary-rosette',
  occasion: 'work-anniversary',
  background: '#f7f3ea',
  art:
    wreath(270, 200, 150, 200, 330, ['#8aa88a', '#6e8f6f'], 9, 38) +
    wreath(270, 200, 150, 160, 30, ['#8aa88a', '#6e8f6f'], 9, 38) +
    '<path d="M240 250l-40 150 40-24 20 40 20-150zM300 250l40 150-40-24-20 40-20-150z" fill="#2a7f8f"/>' +
    flower(270, 200, 118, 18, '#2a7f8f', '#2a7f8f') +
    '<circle cx="270" cy="200" r="72" fill="#e2b04a"/><circle cx="270" cy="200" r="58" fill="#fdf6e3"/><circle cx="270" cy="200" r="58" fill="none" stroke="#e2b04a" stroke-width="2" stroke-dasharray="3 5"/>' +
    star(270, 200, 30, '#e2b04a'),
  text: { x: 50, y: 430, width: 440, height: 250, align: 'middle', titleFont: 'serif', nameFont: 'script', titleColour: '#233a3f', nameColour: '#8a4b0f' },
};

export const CONGRATULATIONS_DESIGNS: readonly CoverDesign[] = [trophy, fireworks];
export const ANNIVERSARY_DESIGNS: readonly CoverDesign[] = [anniversaryWreath, toast];
export const GRADUATION_DESIGNS: readonly CoverDesign[] = [graduationCap];
export const WORK_ANNIVERSARY_DESIGNS: readonly CoverDesign[] = [rosette];
