import type { FastifyInstance } from 'fastify';
import { cliEnv, operatorClient } from '../cli/client';
import { findCommand } from '../cli/operator';
import { TEST_OPERATOR_TOKEN } from './app';

/** Runs an operator command as `npm run operator -- <argv>` would; answers what it prints. */
export type CliRun = (...argv: string[]) => Promise<string>;

/**
 * The operator CLI against a test app: the app listens on a free port and the CLI talks to it
 * over HTTP with the operator token, exactly as it talks to a running server.
 */
export async function cliAgainst(app: FastifyInstance): Promise<CliRun> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const call = operatorClient(
    cliEnv({ OPERATOR_URL: `http://127.0.0.1:${port}`, OPERATOR_TOKEN: TEST_OPERATOR_TOKEN }),
  );
  return (...argv) => {
    const found = findCommand(argv);
    if (!found) throw new Error(`no command for ${argv.join(' ')}`);
    return found.command.run(found.args, call);
  };
}
