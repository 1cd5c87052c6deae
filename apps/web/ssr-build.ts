import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { preactAliases } from './renderer-alias';
import { build, type Plugin, type Rollup } from 'vite';

/** Where the server looks for the landing renderer: beside the web build, never inside what it serves. */
function ssrOutDir(webOutDir: string): string {
  return join(dirname(webOutDir), `${basename(webOutDir)}-ssr`);
}

/** The lazily loaded modules the landing route renders with (routes.tsx): their styles go in its first HTML. */
const LANDING_MODULES = ['src/features/contribute/contribute-shell.tsx', 'src/app/screens/landing-screen.tsx'];
/** The other contributor steps drawn on the server (decision 168), by slug: their styles go in their first HTML. */
const STEP_MODULES: Record<string, string[]> = {
  sign: ['src/app/screens/sign-screen.tsx'],
  'how-much': ['src/features/contribute/components/how-much-page.tsx'],
  'payment-details': ['src/features/payment/components/payment-details-page.tsx'],
  'pathway-complete': ['src/features/contribute/components/pathway-complete-page.tsx'],
};
/** The front page's screen (decision 142): its styles go in its own first HTML. */
const HOME_MODULES = ['src/app/screens/home-screen.tsx'];

/**
 * The modules each contributor route loads before it shows (routes.tsx: the contribute shell and the
 * step's screen); with the entry and everything they import statically, that is the JavaScript the
 * route's first visit fetches, which the bundle budget (scripts/check-bundle-budget.mjs) weighs.
 */
const CONTRIBUTOR_ROUTES: Record<string, string[]> = {
  landing: ['src/app/screens/landing-screen.tsx'],
  sign: ['src/app/screens/sign-screen.tsx'],
  'your-details': ['src/features/contribute/components/your-details-page.tsx'],
  'how-many': ['src/features/contribute/components/how-many-page.tsx'],
  'how-much': ['src/features/contribute/components/how-much-page.tsx'],
  'payment-details': ['src/features/payment/components/payment-details-page.tsx'],
  'card-review': ['src/features/contribute/components/card-review-page.tsx'],
  'pathway-complete': ['src/features/contribute/components/pathway-complete-page.tsx'],
  'payment-successful': ['src/features/contribute/components/payment-result-pages.tsx'],
  receipt: ['src/features/contribute/components/receipt-page.tsx'],
};

/** Whether a chunk holds a module (its own or merged into it with others, decision 180). */
const holds = (chunk: Rollup.OutputChunk, module: string) => chunk.moduleIds.some((id) => id.endsWith(module));

/** Each contributor route's scripts (file names under the build's output), entry first. */
function routeScripts(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const closure = (starts: Rollup.OutputChunk[]): string[] => {
    const seen = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) visit(chunks.get(file));
    };
    starts.forEach(visit);
    return [...seen];
  };
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const of = (module: string) => [...chunks.values()].filter((chunk) => holds(chunk, module));
  const scripts: Record<string, string[]> = {};
  for (const [route, modules] of Object.entries(CONTRIBUTOR_ROUTES)) {
    const starts = [...entries, ...[LANDING_MODULES[0]!, ...modules].flatMap(of)];
    if (starts.length < entries.length + 2) throw new Error(`bundle budget: no chunk for a module of the ${route} route`);
    scripts[route] = closure(starts);
  }
  return scripts;
}

type LandingAssets = { css: string[]; home: string[]; steps: Record<string, string[]> };

/**
 * The landing route's stylesheets beyond the entry's: without them the server's HTML would be laid
 * out without its styles and move when they arrive (decision 125).
 */
function landingAssets(bundle: Rollup.OutputBundle): LandingAssets {
  const steps: Record<string, string[]> = {};
  for (const [step, modules] of Object.entries(STEP_MODULES)) steps[step] = routeCss(bundle, [LANDING_MODULES[0]!, ...modules]);
  return { css: routeCss(bundle, LANDING_MODULES), home: routeCss(bundle, HOME_MODULES), steps };
}

function routeCss(bundle: Rollup.OutputBundle, modules: readonly string[]): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || chunk.isEntry || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const file of chunk.imports) visit(chunks.get(file));
  };
  for (const chunk of chunks.values()) {
    if (modules.some((module) => holds(chunk, module))) visit(chunk);
  }
  return [...css].map((file) => `/${file}`);
}

/**
 * After the browser bundle, builds the landing page's server renderer (src/ssr/render-landing.tsx,
 * decision 125) into `<outDir>-ssr/render-landing.js`: one self-contained file, so the server needs
 * nothing from the web app's sources at run time.
 */
export function landingRenderer(): Plugin {
  let root = '';
  let outDir = 'dist';
  let assets: LandingAssets = { css: [], home: [], steps: {} };
  let scripts: Record<string, string[]> = {};
  return {
    name: 'landing-renderer',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      assets = landingAssets(bundle);
      scripts = routeScripts(bundle);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        // The renderer is one large server file by design; rollup's notes about it are noise here.
        logLevel: 'error',
        plugins: [react()],
        resolve: { alias: preactAliases },
        publicDir: false,
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/ssr/render-landing.tsx',
          outDir: ssrOutDir(outDir),
          emptyOutDir: true,
          target: 'node20',
          sourcemap: false,
          rollupOptions: { output: { entryFileNames: 'render-landing.js', inlineDynamicImports: true } },
        },
      });
      await mkdir(ssrOutDir(outDir), { recursive: true });
      await writeFile(join(ssrOutDir(outDir), 'landing-assets.json'), JSON.stringify(assets));
      await writeFile(join(ssrOutDir(outDir), 'route-scripts.json'), JSON.stringify(scripts, null, 1));
    },
  };
}
