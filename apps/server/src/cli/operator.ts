import { openDatabase } from '../db/client';
import { listOperators, setOperatorRole } from '../db/repositories/operators-repository';
import { loadConfig } from '../plugins/config';

/*
 * `npm run operator -- grant <email>` | `revoke <email>` | `list` (decision 155). The only way an
 * account becomes an operator outside the demo: run on the server, against the database the site
 * uses (DATABASE_URL, or the embedded one in DATA_DIR). The account must exist (the person signs up
 * first); the role takes effect on their next request, with no new sign-in.
 */

const USAGE = 'Usage: npm run operator -- grant <email> | revoke <email> | list';

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'list' && (!email || (command !== 'grant' && command !== 'revoke'))) {
    console.error(USAGE);
    return 2;
  }
  const handle = await openDatabase(loadConfig().database);
  try {
    await handle.migrate();
    if (command === 'list') {
      const operators = await listOperators(handle.db);
      console.log(operators.length ? operators.map((o) => `${o.email} (${o.role})`).join('\n') : 'No operator accounts.');
      return 0;
    }
    const changed = await setOperatorRole(handle.db, email!, command === 'grant' ? 'support' : null);
    if (!changed) {
      console.error(`No account uses ${email}: the person signs up first, then run this again.`);
      return 1;
    }
    console.log(command === 'grant' ? `${email} is now an operator (support console at /support).` : `${email} is no longer an operator.`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
