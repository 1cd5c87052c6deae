import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-test-files';

const files = databaseTestFiles(fileURLToPath(new URL('..', import.meta.url)));

describe('the PostgreSQL run’s files', () => {
  it('take every file that reaches the test database, directly or through helpers and app modules', () => {
    expect(files).toContain('src/routes/checkout/process-checkout.test.ts'); // useTestApp
    expect(files).toContain('src/fuzz/openapi-fuzz.test.ts'); // through src/fuzz/fuzz-app.ts
    expect(files).toContain('src/jobs/redeem-after-kill.test.ts'); // copyTestDatabase for a child server
    expect(files).toContain('src/plugins/database-input-errors.test.ts');
  });

  it('leave out the files that run the same on any database', () => {
    expect(files).not.toContain('src/mail/templates.test.ts');
    expect(files).not.toContain('src/payment-providers/stripe/stripe-provider.test.ts');
    expect(files).not.toContain('test/database-test-files.test.ts');
  });
});
