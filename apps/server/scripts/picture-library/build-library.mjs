#!/usr/bin/env node
/*
 * Builds content/picture-library (decision 151): the bundled pictures, stickers and animated GIFs
 * that picture search offers when no provider key is set. Run by hand when the selection changes:
 *   node apps/server/scripts/picture-library/build-library.mjs
 * The OpenMoji graphics come from the openmoji package on the npm registry (CC BY-SA 4.0), fetched
 * with `npm pack` into a temporary folder; the GIFs are drawn here (animations.mjs, CC0). Nothing
 * is fetched at run time: the server reads the committed files.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { animations, palettes } from './animations.mjs';

const OPENMOJI = 'openmoji@17.0.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const out = join(root, 'content/picture-library');

// Subgroups a card for a colleague can use. Faces that are sick, angry or rude, body parts,
// weapons and flags are left out, and so is every skin-tone variant (the base sticker stands for all).
const STICKER_SUBGROUPS = new Set([
  'face-smiling', 'face-affection', 'face-tongue', 'face-hand', 'face-hat', 'face-glasses', 'cat-face', 'heart', 'emotion',
  'hand-fingers-open', 'hand-fingers-partial', 'hand-fingers-closed', 'hands',
  'event', 'award-medal', 'game', 'arts-crafts', 'music', 'musical-instrument', 'mail', 'food-sweet',
]);
const PICTURE_SUBGROUPS = new Set([
  'animal-mammal', 'animal-bird', 'plant-flower', 'food-fruit', 'drink', 'sky-weather',
]);
const LEFT_OUT = new Set(['1F4A3', '1F4A2', '1F92C', '1F52B', '1F3B0', '1F37A', '1F37B', '1F943', '1F378', '1F379', '1F376']);

function openMojiPackage() {
  const dir = mkdtempSync(join(tmpdir(), 'openmoji-'));
  execFileSync('npm', ['pack', OPENMOJI, '--silent'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
  execFileSync('tar', ['xzf', `${OPENMOJI.replace('@', '-')}.tgz`], { cwd: dir });
  return { dir: join(dir, 'package'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const words = (text) =>
  text
    .toLowerCase()
    .split(/,\s*/)
    .map((w) => w.trim())
    .filter(Boolean);

const slugOf = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** An OpenMoji SVG without its comments and indentation: the same drawing in fewer bytes. */
const minify = (svg) => svg.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><').replace(/\s{2,}/g, ' ').trim();

function selectOpenMoji(pkg) {
  const all = JSON.parse(readFileSync(join(pkg, 'data/openmoji.json'), 'utf8'));
  const chosen = [];
  const seen = new Set();
  for (const e of all) {
    if (e.skintone || e.hexcode.includes('-200D-') || LEFT_OUT.has(e.hexcode)) continue;
    const kind = STICKER_SUBGROUPS.has(e.subgroups) ? 'sticker' : PICTURE_SUBGROUPS.has(e.subgroups) ? 'picture' : null;
    if (!kind) continue;
    const slug = slugOf(e.annotation);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    const file = `${kind}s/${slug}.svg`;
    writeFileSync(join(out, file), minify(readFileSync(join(pkg, 'color/svg', `${e.hexcode}.svg`), 'utf8')));
    chosen.push({
      id: `${kind}-${slug}`,
      kind,
      title: e.annotation.charAt(0).toUpperCase() + e.annotation.slice(1),
      tags: [...new Set([...words(e.annotation), ...words(e.tags), ...words(e.openmoji_tags), e.subgroups.replace(/-/g, ' ')])],
      file,
      width: 72,
      height: 72,
      source: 'openmoji',
      author: e.openmoji_author || 'OpenMoji',
    });
  }
  return chosen;
}

async function drawGifs() {
  const drawn = [];
  for (const animation of animations) {
    for (const palette of palettes) {
      const frames = [];
      for (let i = 0; i < animation.frames; i++) {
        frames.push(await sharp(Buffer.from(animation.draw(i / animation.frames, palette))).png().toBuffer());
      }
      const gif = await sharp(frames, { join: { animated: true } })
        .gif({ delay: Array(animation.frames).fill(90), loop: 0, effort: 10, colours: 64 })
        .toBuffer();
      const file = `gifs/${animation.slug}-${palette.name}.gif`;
      writeFileSync(join(out, file), gif);
      drawn.push({
        id: `gif-${animation.slug}-${palette.name}`,
        kind: 'gif',
        title: animation.title,
        tags: animation.tags,
        file,
        width: 200,
        height: 200,
        source: 'ours',
        author: 'Groupgift',
      });
    }
  }
  return drawn;
}

// LICENCES.md beside the files is written by hand and kept.
for (const folder of ['stickers', 'pictures', 'gifs']) {
  rmSync(join(out, folder), { recursive: true, force: true });
  mkdirSync(join(out, folder), { recursive: true });
}
const openmoji = openMojiPackage();
try {
  const entries = [...(await drawGifs()), ...selectOpenMoji(openmoji.dir)];
  writeFileSync(join(out, 'library.json'), `${JSON.stringify({ openmoji: OPENMOJI, entries }, null, 0).replace(/\},\{/g, '},\n{')}\n`);
  const count = (kind) => entries.filter((e) => e.kind === kind).length;
  console.log(`picture library: ${entries.length} entries (${count('gif')} GIFs, ${count('sticker')} stickers, ${count('picture')} pictures)`);
} finally {
  openmoji.cleanup();
}
