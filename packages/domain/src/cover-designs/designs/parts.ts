// Small drawing helpers the designs share. Each returns SVG markup in card units (540 × 765), so a
// design reads as a composition of motifs rather than a wall of path data, and stays compact.

/** Rounds to one decimal place, so generated markup stays short. */
const n = (value: number): number => Math.round(value * 10) / 10;

/** Deterministic pseudo-random numbers: a design draws the same on every build and every machine. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

function inside(area: Area, x: number, y: number, margin = 0): boolean {
  return x > area.x - margin && x < area.x + area.width + margin && y > area.y - margin && y < area.y + area.height + margin;
}

/** A vertical (or horizontal) linear gradient definition. */
export function gradient(id: string, stops: readonly string[], horizontal = false): string {
  const end = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  const offsets = stops.map((colour, index) => `<stop offset="${n(index / Math.max(1, stops.length - 1))}" stop-color="${colour}"/>`);
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${offsets.join('')}</linearGradient>`;
}

interface ScatterOptions {
  seed: number;
  count: number;
  area: Area;
  colours: readonly string[];
  /** Keeps pieces off the text box (and a margin round it). */
  avoid?: Area;
  size?: number;
}

/** Confetti: paper strips, dots and little squiggles, scattered but the same every time. */
export function confetti({ seed, count, area, colours, avoid, size = 10 }: ScatterOptions): string {
  const random = seeded(seed);
  const pieces: string[] = [];
  for (let placed = 0, tries = 0; placed < count && tries < count * 20; tries += 1) {
    const x = n(area.x + random() * area.width);
    const y = n(area.y + random() * area.height);
    const kind = random();
    const colour = colours[Math.floor(random() * colours.length)] ?? '#000';
    const angle = Math.round(random() * 180);
    if (avoid && inside(avoid, x, y, size * 1.5)) continue;
    placed += 1;
    if (kind < 0.45) {
      pieces.push(`<rect x="${x}" y="${y}" width="${n(size * 1.4)}" height="${n(size * 0.6)}" rx="1" fill="${colour}" transform="rotate(${angle} ${x} ${y})"/>`);
    } else if (kind < 0.8) {
      pieces.push(`<circle cx="${x}" cy="${y}" r="${n(size * 0.4)}" fill="${colour}"/>`);
    } else {
      const s = n(size * 0.7);
      pieces.push(`<path d="M${x} ${y}q${s} ${-s} ${s * 2} 0t${s * 2} 0" fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round" transform="rotate(${angle} ${x} ${y})"/>`);
    }
  }
  return pieces.join('');
}

/** Dots of one colour scattered over an area (snow, stars in the distance, sprinkles of light). */
export function dots({ seed, count, area, colours, avoid, size = 3 }: ScatterOptions): string {
  const random = seeded(seed);
  const pieces: string[] = [];
  for (let placed = 0, tries = 0; placed < count && tries < count * 20; tries += 1) {
    const x = n(area.x + random() * area.width);
    const y = n(area.y + random() * area.height);
    const r = n(size * (0.5 + random()));
    const colour = colours[Math.floor(random() * colours.length)] ?? '#fff';
    if (avoid && inside(avoid, x, y, size * 2)) continue;
    placed += 1;
    pieces.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`);
  }
  return pieces.join('');
}

/** A four-pointed sparkle. */
export function sparkle(cx: number, cy: number, r: number, fill: string): string {
  const w = n(r * 0.22);
  return `<path d="M${cx} ${cy - r}Q${cx + w} ${cy - w} ${cx + r} ${cy}Q${cx + w} ${cy + w} ${cx} ${cy + r}Q${cx - w} ${cy + w} ${cx - r} ${cy}Q${cx - w} ${cy - w} ${cx} ${cy - r}Z" fill="${fill}"/>`;
}

/** A five-pointed star. */
export function star(cx: number, cy: number, r: number, fill: string, rotate = 0): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = ((i * 36 + rotate - 90) * Math.PI) / 180;
    points.push(`${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** A heart whose top dip sits at (cx, cy); s is about half its width. */
export function heart(cx: number, cy: number, s: number, fill: string): string {
  return `<path d="M${cx} ${n(cy + s * 0.3)}C${n(cx - s * 0.2)} ${n(cy - s * 0.5)} ${n(cx - s * 1.2)} ${n(cy - s * 0.3)} ${n(cx - s)} ${n(cy + s * 0.45)}C${n(cx - s * 0.85)} ${n(cy + s)} ${n(cx - s * 0.2)} ${n(cy + s * 1.2)} ${cx} ${n(cy + s * 1.6)}C${n(cx + s * 0.2)} ${n(cy + s * 1.2)} ${n(cx + s * 0.85)} ${n(cy + s)} ${n(cx + s)} ${n(cy + s * 0.45)}C${n(cx + s * 1.2)} ${n(cy - s * 0.3)} ${n(cx + s * 0.2)} ${n(cy - s * 0.5)} ${cx} ${n(cy + s * 0.3)}Z" fill="${fill}"/>`;
}

/** A balloon with its shine, knot and a string running down to (toX, toY). */
export function balloon(cx: number, cy: number, r: number, fill: string, toX: number, toY: number, stringColour = '#8a7f76'): string {
  const bottom = n(cy + r * 1.18);
  const midX = n((cx + toX) / 2 + r * 0.35);
  const midY = n((bottom + toY) / 2);
  return (
    `<path d="M${cx} ${bottom + 6}Q${midX} ${midY} ${toX} ${toY}" fill="none" stroke="${stringColour}" stroke-width="1.6"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${n(r * 1.18)}" fill="${fill}"/>` +
    `<path d="M${cx - 6} ${bottom + 7}L${cx} ${bottom - 1}L${cx + 6} ${bottom + 7}Z" fill="${fill}"/>` +
    `<ellipse cx="${n(cx - r * 0.38)}" cy="${n(cy - r * 0.45)}" rx="${n(r * 0.16)}" ry="${n(r * 0.3)}" fill="#fff" opacity=".45" transform="rotate(25 ${n(cx - r * 0.38)} ${n(cy - r * 0.45)})"/>`
  );
}

/** A flower seen from the front: rounded petals round a centre. */
export function flower(cx: number, cy: number, r: number, petals: number, fill: string, centre: string, turn = 0): string {
  const parts: string[] = [];
  for (let i = 0; i < petals; i += 1) {
    const angle = turn + (360 / petals) * i;
    parts.push(`<ellipse cx="${cx}" cy="${n(cy - r * 0.55)}" rx="${n(r * 0.36)}" ry="${n(r * 0.55)}" fill="${fill}" transform="rotate(${n(angle)} ${cx} ${cy})"/>`);
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${n(r * 0.3)}" fill="${centre}"/>`);
  return parts.join('');
}

/** A pointed leaf from (x, y), length len, turned by angle degrees (0 points right). */
export function leaf(x: number, y: number, len: number, angle: number, fill: string): string {
  const w = n(len * 0.32);
  return `<path d="M${x} ${y}Q${n(x + len * 0.5)} ${n(y - w)} ${n(x + len)} ${y}Q${n(x + len * 0.5)} ${n(y + w)} ${x} ${y}Z" fill="${fill}" transform="rotate(${angle} ${x} ${y})"/>`;
}

/** A sprig: a curved stem with leaves either side, from (x, y) towards angle degrees. */
export function sprig(x: number, y: number, len: number, angle: number, stem: string, leaves: readonly string[], count = 5): string {
  const parts = [`<path d="M0 0Q${n(len * 0.5)} ${n(-len * 0.08)} ${len} 0" fill="none" stroke="${stem}" stroke-width="2.4" stroke-linecap="round"/>`];
  for (let i = 1; i <= count; i += 1) {
    const at = n((len * i) / (count + 1));
    const size = n(len * 0.26 * (1 - i / (count + 3)));
    const colour = leaves[i % leaves.length] ?? stem;
    parts.push(leaf(at, -1, size, -50, colour), leaf(at, 1, size, 50, colour));
  }
  parts.push(leaf(len - 2, 0, n(len * 0.18), -5, leaves[0] ?? stem));
  return `<g transform="translate(${x} ${y}) rotate(${angle})">${parts.join('')}</g>`;
}

/** A string of flags hanging between two points. */
export function bunting(x1: number, y1: number, x2: number, y2: number, sag: number, colours: readonly string[], flags: number, cord = '#7a6f66'): string {
  const parts = [`<path d="M${x1} ${y1}Q${n((x1 + x2) / 2)} ${n((y1 + y2) / 2 + sag * 2)} ${x2} ${y2}" fill="none" stroke="${cord}" stroke-width="2"/>`];
  const at = (t: number): [number, number] => {
    const cx = (x1 + x2) / 2;
    const cy = (y1 + y2) / 2 + sag * 2;
    return [(1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t ** 2 * x2, (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t ** 2 * y2];
  };
  const step = 1 / flags;
  for (let i = 0; i < flags; i += 1) {
    const [ax, ay] = at(i * step + step * 0.12);
    const [bx, by] = at(i * step + step * 0.88);
    const colour = colours[i % colours.length] ?? '#000';
    parts.push(`<path d="M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}L${n((ax + bx) / 2)} ${n((ay + by) / 2 + Math.abs(bx - ax) * 1.1)}Z" fill="${colour}"/>`);
  }
  return parts.join('');
}

/** A six-armed snowflake drawn in lines. */
export function snowflake(cx: number, cy: number, r: number, stroke: string, width = 2.4): string {
  const arm = `<path d="M0 0V${-r}M0 ${n(-r * 0.55)}l${n(r * 0.22)} ${n(-r * 0.2)}M0 ${n(-r * 0.55)}l${n(-r * 0.22)} ${n(-r * 0.2)}"/>`;
  const arms = [0, 60, 120, 180, 240, 300].map((angle) => `<g transform="rotate(${angle})">${arm}</g>`).join('');
  return `<g transform="translate(${cx} ${cy})" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round">${arms}</g>`;
}

/** A firework: rays from a centre, ending in dots. */
export function firework(cx: number, cy: number, r: number, colour: string, rays = 14): string {
  const parts: string[] = [];
  for (let i = 0; i < rays; i += 1) {
    const angle = (i * 2 * Math.PI) / rays;
    const x1 = n(cx + Math.cos(angle) * r * 0.35);
    const y1 = n(cy + Math.sin(angle) * r * 0.35);
    const x2 = n(cx + Math.cos(angle) * r * 0.85);
    const y2 = n(cy + Math.sin(angle) * r * 0.85);
    parts.push(`<path d="M${x1} ${y1}L${x2} ${y2}"/>`);
    parts.push(`<circle cx="${n(cx + Math.cos(angle) * r)}" cy="${n(cy + Math.sin(angle) * r)}" r="2.6" fill="${colour}" stroke="none"/>`);
  }
  return `<g stroke="${colour}" stroke-width="2.6" stroke-linecap="round">${parts.join('')}</g>`;
}

/** Leaves along a circle (a wreath), from start to end degrees (0 at the top, clockwise). */
export function wreath(cx: number, cy: number, r: number, start: number, end: number, colours: readonly string[], count: number, size = 26): string {
  const parts = [];
  for (let i = 0; i <= count; i += 1) {
    const degrees = start + ((end - start) * i) / count;
    const angle = ((degrees - 90) * Math.PI) / 180;
    const x = n(cx + Math.cos(angle) * r);
    const y = n(cy + Math.sin(angle) * r);
    const colour = colours[i % colours.length] ?? '#000';
    const tangent = n(degrees + (end > start ? 0 : 180));
    parts.push(leaf(x, y, size, tangent - 30, colour), leaf(x, y, n(size * 0.85), tangent + 35, colour));
  }
  return parts.join('');
}
