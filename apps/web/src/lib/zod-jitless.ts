// The page's CSP allows no eval. Zod would probe `new Function` to compile faster parsers; the probe
// fails quietly but the browser still reports a CSP violation for it, so the probe is switched off.
// The web build resolves every `import ... from 'zod'` to this module (vite.config.ts), so the switch
// runs before any schema is built, in whichever chunk first needs zod: the contributor's routes,
// which load none (decision 175), no longer carry it in their entry.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
