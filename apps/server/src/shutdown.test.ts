import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * Issue 14: on SIGTERM a copy stops saying it is ready, finishes the request in flight, and
 * exits 0. The real server process on its own embedded database, a login body sent in two
 * halves around the signal.
 */
describe('graceful shutdown', () => {
  it('finishes a request in flight after SIGTERM and exits 0', { timeout: 90_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wallet-shutdown-'));
    // the embedded database, whatever the test run points at
    // eslint-disable-next-line no-restricted-properties -- the child's environment, minus these
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...inherited,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SHUTDOWN_GRACE_MS: '20000',
        WEB_DIST: path.join(dataDir, 'no-web'),
        BACKOFFICE_DIST: path.join(dataDir, 'no-backoffice'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = /running at http:\/\/localhost:(\d+)/.exec(output);
          if (found) resolve(Number(found[1]));
        });
        void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
      });

      const body = JSON.stringify({ username: '0812345678', password: 'not-the-password' });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/login',
            headers: { 'content-type': 'application/json', 'content-length': body.length },
          },
          (response) => {
            let text = '';
            response.on('data', (c: Buffer) => (text += c.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, 10));
        // the rest after the signal has arrived
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => request.end(body.slice(10)), 500);
        }, 300);
      });
      const { status, body: text } = await answer;
      expect([status, JSON.parse(text)]).toEqual([401, { message: 'WRONG_CREDENTIAL' }]);
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
