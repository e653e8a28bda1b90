import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { openTestDatabase } from './database';

export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';
export const operatorHeaders = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

/** A fully built app on its own fresh database; close it in afterAll/afterEach. */
export async function buildTestApp(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const database = await openTestDatabase();
  return buildApp({ database, operatorToken: TEST_OPERATOR_TOKEN, ...options });
}

/** The same signed link with its signature's first character changed (never the same one). */
export const tamperedSignature = (url: string) =>
  url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
