import { z } from 'zod';

// The page's CSP allows no eval. Zod would probe `new Function` to compile faster parsers; the probe
// fails quietly but the browser still reports a CSP violation for it, so the probe is switched off.
// Imported first by main.tsx, before anything parses.
z.config({ jitless: true });
