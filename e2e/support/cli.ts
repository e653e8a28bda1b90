import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run operator -- <args>` against the e2e server, exactly as an operator would. */
export async function operatorCli(...args: string[]): Promise<string> {
  const { stdout } = await run(
    'node',
    ['--import', 'tsx', 'apps/server/src/cli/operator.ts', ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        OPERATOR_URL: `http://127.0.0.1:${process.env.E2E_PORT}`,
        OPERATOR_TOKEN: process.env.E2E_OPERATOR_TOKEN,
        DATA_DIR: process.env.E2E_DATA_DIR,
      },
    },
  );
  return stdout;
}
