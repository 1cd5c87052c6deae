import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import zones are a lint rule (eslint-rules/import-zones.js, set up in eslint.config.js); this
// lints snippets as files of this app through the repository's own configuration, so a change to
// either that lets a feature reach into another fails here.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'web/import-zones').map((m) => m.message.split(':')[0]!);
}

describe('import zones', () => {
  it('refuses a feature importing another feature or the route layer, statically, dynamically or in a mock', async () => {
    const code = [
      "import { useJourney } from '../../contribute/hooks/use-journey';",
      "export { FileDrop } from '../../../features/bulk-upload/components/file-drop';",
      "vi.mock('../../magic-writer/api/check-magic-writer-available');",
      "import { meta } from '../../../app/route-meta';",
      "export const load = () => [useJourney, meta, import('../../organiser/components/dashboard-page')];",
    ].join('\n');
    expect(await refusals('features/payment/components/example.tsx', code)).toEqual([
      'features/payment may not import from features/contribute',
      'features/payment may not import from features/bulk-upload',
      'features/payment may not import from features/magic-writer',
      'features/payment may not import from app/',
      'features/payment may not import from features/organiser',
    ]);
  }, 30_000);

  it('allows a feature its own folder (whatever its sub-folders are called) and the shared layers', async () => {
    const code = [
      "import { useResource } from '../../../../lib/use-resource';",
      "import { Button } from '../../../../components/ui/button';",
      "import { paymentTotalsFor } from '../../payment-totals';",
      "import { useZeroCharge } from '../use-zero-charge';",
      "export const all = [useResource, Button, paymentTotalsFor, useZeroCharge, import('../../organiser/organiser-pay-panel')];",
    ].join('\n');
    expect(await refusals('features/payment/organiser/components/example.tsx', code)).toEqual([]);
  }, 30_000);

  it('refuses the shared layers importing a feature or the route layer, and lets the route layer compose features', async () => {
    const shared = "import { SignPage } from '../features/contribute/components/sign-page';\nimport { routes } from '../app/routes';\nexport const x = [SignPage, routes];";
    expect(await refusals('lib/example.ts', shared)).toEqual(['lib/ is a shared layer and may not import from features/contribute', 'lib/ is a shared layer and may not import from app']);
    expect(await refusals('components/ui/example.tsx', "export { SignPage } from '../../features/contribute/components/sign-page';")).toEqual([
      'components/ is a shared layer and may not import from features/contribute',
    ]);
    expect(await refusals('app/example.tsx', shared.replace("'../app/routes'", "'./routes'"))).toEqual([]);
  }, 30_000);
});
