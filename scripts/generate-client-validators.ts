// Writes apps/web/src/lib/validators/generated.ts from the zod contract (decision 175).
// Run after changing a schema the contributor's routes parse with: npm run generate:validators
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderValidators } from '../apps/web/src/lib/validators/render';

const target = fileURLToPath(new URL('../apps/web/src/lib/validators/generated.ts', import.meta.url));
writeFileSync(target, renderValidators());
console.log(`wrote ${target}`);
