import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** main.ts on its own (e2e): a port, `listening N`, and controls over HTTP. */
describe('ThaiBulkSMS double, run on its own', () => {
  let child: ChildProcess;
  let origin: string;
  const auth = `Basic ${Buffer.from('fake-api-key:fake-api-secret').toString('base64')}`;
  const control = (name: string, body: unknown) =>
    fetch(`${origin}/__double/${name}`, { method: 'POST', body: JSON.stringify(body) });

  beforeAll(async () => {
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts'), '--port', '0'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const port = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /listening (\d+)/.exec(out);
        if (m?.[1]) resolve(m[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    origin = `http://127.0.0.1:${port}`;
  }, 20_000);
  afterAll(() => {
    child.kill('SIGTERM');
  });

  it('prints its port and is driven over HTTP', async () => {
    await control('credit', { pool: 'standard', credit: 7 });
    const credit = await fetch(`${origin}/credit`, { headers: { authorization: auth } });
    expect(await credit.json()).toEqual({ remaining_credit: { standard: 7, corporate: 1000 } });
    await control('bad-number', { number: '0899999999' });
    const sent = await fetch(`${origin}/sms`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'msisdn=0899999999&message=hi',
    });
    expect(await sent.json()).toMatchObject({
      phone_number_list: [],
      bad_phone_number_list: [{ number: '66899999999' }],
    });
    await control('fail', { kind: 'error', status: 502 });
    expect((await fetch(`${origin}/credit`, { headers: { authorization: auth } })).status).toBe(
      502,
    );
    const state = (await (await fetch(`${origin}/__double/state`, { method: 'POST' })).json()) as {
      requests: unknown[];
    };
    expect(state.requests).toHaveLength(3);
  });
});
