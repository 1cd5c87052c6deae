/*
 * The animated GIFs of the bundled picture library (decision 151), drawn by us and given away under
 * CC0: each animation is a function from a frame's phase (0 to 1) to an SVG, rendered by sharp and
 * joined into a looping GIF by draw-gifs.mjs. Shapes only, no text, so nothing depends on a font.
 */

const SIZE = 200;
const TAU = Math.PI * 2;

/** A small deterministic random source, so a rebuild draws the same frames. */
function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const svg = (background, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
  `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>${body}</svg>`;

const star = (cx, cy, r, fill, turn = 0) => {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = turn + (i * Math.PI) / 5 - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

const heart = (cx, cy, s, fill) =>
  `<path transform="translate(${cx} ${cy}) scale(${s.toFixed(3)})" fill="${fill}" d="M0 14 C-22 -2 -16 -22 0 -10 C16 -22 22 -2 0 14Z"/>`;

const sparkle = (cx, cy, r, fill) =>
  `<path fill="${fill}" d="M${cx} ${cy - r} Q${cx + r * 0.18} ${cy - r * 0.18} ${cx + r} ${cy} Q${cx + r * 0.18} ${cy + r * 0.18} ${cx} ${cy + r} Q${cx - r * 0.18} ${cy + r * 0.18} ${cx - r} ${cy} Q${cx - r * 0.18} ${cy - r * 0.18} ${cx} ${cy - r}Z"/>`;

export const animations = [
  {
    slug: 'confetti',
    title: 'Falling confetti',
    tags: ['confetti', 'party', 'celebration', 'congratulations', 'hooray', 'birthday', 'well done'],
    frames: 12,
    draw: (t, p) => {
      const random = seeded(7);
      let body = '';
      for (let i = 0; i < 34; i++) {
        const x = random() * SIZE;
        const y = ((random() * SIZE + t * SIZE) % (SIZE + 20)) - 10;
        const spin = (random() * 360 + t * 720) % 360;
        const colour = p.colours[i % p.colours.length];
        body += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="9" height="5" rx="1" fill="${colour}" transform="rotate(${spin.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
      }
      return svg(p.background, body);
    },
  },
  {
    slug: 'balloons',
    title: 'Balloons floating up',
    tags: ['balloons', 'balloon', 'birthday', 'party', 'celebration', 'float'],
    frames: 12,
    draw: (t, p) => {
      let body = '';
      [40, 85, 130, 170].forEach((x, i) => {
        const y = 140 - 12 * Math.sin(TAU * (t + i / 4)) - i * 8;
        const colour = p.colours[i % p.colours.length];
        body += `<path d="M${x} ${y + 36} q6 18 -2 36 q-8 18 2 30" stroke="#6b6b6b" stroke-width="1.5" fill="none"/>`;
        body += `<ellipse cx="${x}" cy="${y}" rx="24" ry="30" fill="${colour}"/>`;
        body += `<polygon points="${x - 5},${y + 31} ${x + 5},${y + 31} ${x},${y + 37}" fill="${colour}"/>`;
        body += `<ellipse cx="${x - 8}" cy="${y - 12}" rx="5" ry="9" fill="#fff" opacity="0.45"/>`;
      });
      return svg(p.background, body);
    },
  },
  {
    slug: 'sparkles',
    title: 'Twinkling sparkles',
    tags: ['sparkles', 'sparkle', 'stars', 'magic', 'twinkle', 'shine', 'well done', 'new baby'],
    frames: 10,
    draw: (t, p) => {
      const random = seeded(11);
      let body = '';
      for (let i = 0; i < 14; i++) {
        const x = 20 + random() * 160;
        const y = 20 + random() * 160;
        const phase = random();
        const r = 6 + 14 * Math.abs(Math.sin(Math.PI * (t + phase)));
        body += sparkle(x, y, r, p.colours[i % p.colours.length]);
      }
      return svg(p.background, body);
    },
  },
  {
    slug: 'birthday-cake',
    title: 'Birthday cake with flickering candles',
    tags: ['cake', 'birthday', 'candles', 'candle', 'party', 'celebration', 'dessert'],
    frames: 8,
    draw: (t, p) => {
      let body = `<ellipse cx="100" cy="172" rx="78" ry="10" fill="#00000022"/>`;
      body += `<rect x="30" y="110" width="140" height="60" rx="8" fill="${p.colours[0]}"/>`;
      body += `<rect x="45" y="78" width="110" height="38" rx="8" fill="${p.colours[1]}"/>`;
      body += `<path d="M30 122 q17 14 35 0 q17 14 35 0 q17 14 35 0 q17 14 35 0" fill="none" stroke="#fff" stroke-width="6"/>`;
      body += `<path d="M45 88 q14 10 27 0 q14 10 28 0 q14 10 27 0 q14 10 28 0" fill="none" stroke="#fff" stroke-width="5"/>`;
      [70, 100, 130].forEach((x, i) => {
        const flicker = Math.sin(TAU * (t * 2 + i / 3));
        body += `<rect x="${x - 4}" y="50" width="8" height="28" rx="2" fill="${p.colours[2]}"/>`;
        body += `<ellipse cx="${x + flicker * 1.5}" cy="${40 - flicker}" rx="${5 + flicker}" ry="${10 + flicker * 2}" fill="#ffb020"/>`;
        body += `<ellipse cx="${x + flicker}" cy="${43}" rx="2.5" ry="5" fill="#fff3b0"/>`;
      });
      return svg(p.background, body);
    },
  },
  {
    slug: 'waving-hand',
    title: 'Waving hand',
    tags: ['wave', 'waving', 'hello', 'hi', 'goodbye', 'bye', 'farewell', 'hand'],
    frames: 8,
    draw: (t, p) => {
      const angle = 18 * Math.sin(TAU * t);
      const hand =
        `<g transform="rotate(${angle.toFixed(1)} 100 170)" fill="#ffd54f" stroke="#a0661c" stroke-width="3" stroke-linejoin="round">` +
        `<rect x="62" y="90" width="76" height="80" rx="30"/>` +
        [66, 86, 106, 124].map((x, i) => `<rect x="${x}" y="${40 + (i === 0 || i === 3 ? 14 : 0)}" width="16" height="70" rx="8"/>`).join('') +
        `<rect x="128" y="104" width="16" height="50" rx="8" transform="rotate(-35 136 130)"/></g>`;
      const lines = `<path d="M30 60 q-10 20 0 40 M42 70 q-6 12 0 24" stroke="${p.colours[1]}" stroke-width="4" fill="none" stroke-linecap="round" opacity="${(0.4 + 0.6 * Math.abs(Math.sin(TAU * t))).toFixed(2)}"/>`;
      return svg(p.background, lines + hand);
    },
  },
  {
    slug: 'hearts',
    title: 'Beating hearts',
    tags: ['heart', 'hearts', 'love', 'thanks', 'thank you', 'wedding', 'valentine', 'sympathy', 'care'],
    frames: 10,
    draw: (t, p) => {
      const beat = 1 + 0.15 * Math.max(0, Math.sin(TAU * t * 2));
      let body = heart(100, 100, 3.4 * beat, p.colours[0]);
      const random = seeded(5);
      for (let i = 0; i < 6; i++) {
        const x = 20 + random() * 160;
        const y = (200 - ((random() * 200 + t * 200) % 200)).toFixed(1);
        body += heart(x, Number(y), 0.9, p.colours[1 + (i % (p.colours.length - 1))]);
      }
      return svg(p.background, body);
    },
  },
  {
    slug: 'fireworks',
    title: 'Fireworks',
    tags: ['fireworks', 'firework', 'celebration', 'new year', 'party', 'congratulations', 'hooray', 'night'],
    frames: 12,
    draw: (t, p) => {
      let body = '';
      [
        [60, 70, 0],
        [140, 90, 0.4],
        [100, 140, 0.7],
      ].forEach(([cx, cy, offset], i) => {
        const life = (t + offset) % 1;
        const r = 8 + 52 * life;
        const opacity = (1 - life).toFixed(2);
        for (let k = 0; k < 12; k++) {
          const a = (k * TAU) / 12;
          const x1 = cx + r * 0.6 * Math.cos(a);
          const y1 = cy + r * 0.6 * Math.sin(a);
          const x2 = cx + r * Math.cos(a);
          const y2 = cy + r * Math.sin(a);
          body += `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${p.colours[(i + k) % p.colours.length]}" stroke-width="4" stroke-linecap="round" opacity="${opacity}"/>`;
        }
      });
      return svg(p.night, body);
    },
  },
  {
    slug: 'spinning-star',
    title: 'Spinning gold star',
    tags: ['star', 'well done', 'achievement', 'winner', 'success', 'congratulations', 'award', 'shine'],
    frames: 10,
    draw: (t, p) => {
      const squash = Math.cos(TAU * t);
      let body = `<g transform="translate(100 100) scale(${Math.max(0.08, Math.abs(squash)).toFixed(3)} 1) translate(-100 -100)">${star(100, 100, 70, squash >= 0 ? p.colours[0] : p.colours[1])}</g>`;
      body += sparkle(40, 40, 10 * Math.abs(Math.sin(TAU * t)), p.colours[2]);
      body += sparkle(165, 160, 10 * Math.abs(Math.cos(TAU * t)), p.colours[2]);
      return svg(p.background, body);
    },
  },
  {
    slug: 'gift',
    title: 'Shaking gift box',
    tags: ['gift', 'present', 'birthday', 'christmas', 'surprise', 'box', 'celebration'],
    frames: 8,
    draw: (t, p) => {
      const tilt = 8 * Math.sin(TAU * t * 2);
      const body =
        `<g transform="rotate(${tilt.toFixed(1)} 100 170)">` +
        `<rect x="45" y="90" width="110" height="80" rx="6" fill="${p.colours[0]}"/>` +
        `<rect x="38" y="72" width="124" height="26" rx="6" fill="${p.colours[1]}"/>` +
        `<rect x="92" y="72" width="16" height="98" fill="${p.colours[2]}"/>` +
        `<path d="M100 72 C70 40 55 70 100 72 C145 70 130 40 100 72Z" fill="none" stroke="${p.colours[2]}" stroke-width="8"/></g>`;
      return svg(p.background, body);
    },
  },
  {
    slug: 'trophy',
    title: 'Shining trophy',
    tags: ['trophy', 'winner', 'award', 'champion', 'well done', 'achievement', 'congratulations', 'retirement'],
    frames: 10,
    draw: (t, p) => {
      const shine = -60 + 260 * t;
      const body =
        `<defs><clipPath id="cup"><path d="M55 40 h90 v30 c0 35 -20 55 -45 55 c-25 0 -45 -20 -45 -55z"/></clipPath></defs>` +
        `<path d="M55 50 h-22 c0 30 15 40 30 40 M145 50 h22 c0 30 -15 40 -30 40" fill="none" stroke="${p.colours[0]}" stroke-width="8"/>` +
        `<path d="M55 40 h90 v30 c0 35 -20 55 -45 55 c-25 0 -45 -20 -45 -55z" fill="${p.colours[0]}"/>` +
        `<rect x="90" y="123" width="20" height="25" fill="${p.colours[0]}"/>` +
        `<rect x="65" y="148" width="70" height="20" rx="4" fill="${p.colours[1]}"/>` +
        `<g clip-path="url(#cup)"><rect x="${shine.toFixed(1)}" y="20" width="22" height="140" fill="#fff" opacity="0.55" transform="rotate(20 100 80)"/></g>`;
      return svg(p.background, body);
    },
  },
  {
    slug: 'snow',
    title: 'Falling snow',
    tags: ['snow', 'winter', 'christmas', 'holidays', 'festive', 'season', 'cold'],
    frames: 12,
    draw: (t, p) => {
      const random = seeded(3);
      let body = `<path d="M0 175 q50 -20 100 0 q50 20 100 0 v25 h-200z" fill="#fff"/>`;
      for (let i = 0; i < 40; i++) {
        const x = (random() * SIZE + 6 * Math.sin(TAU * (t + i / 7))) % SIZE;
        const y = (random() * SIZE + t * SIZE) % SIZE;
        body += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(2 + random() * 3).toFixed(1)}" fill="#fff"/>`;
      }
      return svg(p.night, body);
    },
  },
  {
    slug: 'flower',
    title: 'Flower swaying',
    tags: ['flower', 'flowers', 'bloom', 'spring', 'get well', 'sympathy', 'thank you', 'garden'],
    frames: 10,
    draw: (t, p) => {
      const sway = 7 * Math.sin(TAU * t);
      let petals = '';
      for (let k = 0; k < 8; k++) petals += `<ellipse cx="100" cy="52" rx="14" ry="24" fill="${p.colours[k % 2]}" transform="rotate(${k * 45} 100 80)"/>`;
      const body =
        `<g transform="rotate(${sway.toFixed(1)} 100 190)">` +
        `<path d="M100 190 C100 150 100 120 100 80" stroke="#3f8f3f" stroke-width="6" fill="none"/>` +
        `<ellipse cx="118" cy="140" rx="18" ry="8" fill="#4caf50" transform="rotate(-30 118 140)"/>` +
        `${petals}<circle cx="100" cy="80" r="16" fill="${p.colours[2]}"/></g>`;
      return svg(p.background, body);
    },
  },
  {
    slug: 'party-popper',
    title: 'Party popper bursting',
    tags: ['party', 'popper', 'celebration', 'congratulations', 'hooray', 'streamers', 'birthday', 'confetti'],
    frames: 10,
    draw: (t, p) => {
      let body = `<polygon points="30,180 60,110 100,150" fill="${p.colours[0]}"/>`;
      for (let k = 0; k < 9; k++) {
        const a = -Math.PI / 2 + (k - 4) * 0.22 + 0.25;
        const r = 20 + 110 * t;
        const x = 75 + r * Math.cos(a);
        const y = 125 + r * Math.sin(a);
        body += `<path d="M75 125 Q ${(75 + (x - 75) / 2 + 10).toFixed(1)} ${(125 + (y - 125) / 2).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}" stroke="${p.colours[(k % (p.colours.length - 1)) + 1]}" stroke-width="4" fill="none" stroke-linecap="round" opacity="${(1 - t * 0.6).toFixed(2)}"/>`;
        body += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="4" fill="${p.colours[k % p.colours.length]}"/>`;
      }
      return svg(p.background, body);
    },
  },
  {
    slug: 'rainbow',
    title: 'Rainbow with drifting clouds',
    tags: ['rainbow', 'hope', 'happy', 'get well', 'new baby', 'sunshine', 'weather'],
    frames: 10,
    draw: (t, p) => {
      const bands = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa'];
      let body = bands.map((c, i) => `<path d="M${25 + i * 9} 150 A${75 - i * 9} ${75 - i * 9} 0 0 1 ${175 - i * 9} 150" stroke="${c}" stroke-width="9" fill="none"/>`).join('');
      const drift = 8 * Math.sin(TAU * t);
      body += `<g fill="#fff"><circle cx="${30 + drift}" cy="150" r="18"/><circle cx="${50 + drift}" cy="145" r="22"/><circle cx="${170 - drift}" cy="150" r="18"/><circle cx="${150 - drift}" cy="145" r="22"/></g>`;
      return svg(p.background, body);
    },
  },
  {
    slug: 'bubbles',
    title: 'Rising bubbles',
    tags: ['bubbles', 'bubbly', 'cheers', 'celebration', 'fizz', 'party', 'relax'],
    frames: 12,
    draw: (t, p) => {
      const random = seeded(17);
      let body = '';
      for (let i = 0; i < 18; i++) {
        const x = 15 + random() * 170 + 5 * Math.sin(TAU * (t + i / 5));
        const y = SIZE - ((random() * SIZE + t * SIZE) % SIZE);
        const r = 5 + random() * 12;
        body += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${p.colours[i % p.colours.length]}" fill-opacity="0.35" stroke="${p.colours[i % p.colours.length]}" stroke-width="2"/>`;
      }
      return svg(p.background, body);
    },
  },
];

/** Five colourways per animation: 15 animations × 5 = 75 GIFs. */
export const palettes = [
  { name: 'sunny', background: '#fff8e1', night: '#1a2340', colours: ['#ff7043', '#ffca28', '#ab47bc', '#26c6da', '#66bb6a'] },
  { name: 'berry', background: '#fce4ec', night: '#2a1633', colours: ['#d81b60', '#f48fb1', '#8e24aa', '#ffb300', '#5e35b1'] },
  { name: 'ocean', background: '#e3f2fd', night: '#0d1b2a', colours: ['#1e88e5', '#4dd0e1', '#ffd54f', '#ef5350', '#7e57c2'] },
  { name: 'mint', background: '#e8f5e9', night: '#14261a', colours: ['#43a047', '#ffee58', '#ff8a65', '#29b6f6', '#ec407a'] },
  { name: 'gold', background: '#fff3e0', night: '#231a10', colours: ['#ffb300', '#ffe082', '#e65100', '#8d6e63', '#f06292'] },
];
