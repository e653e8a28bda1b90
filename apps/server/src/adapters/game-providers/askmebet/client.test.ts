import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../interface';
import { AskmebetClient, AskmebetError, fromAmb, toAmb } from './client';
import type { AskmebetOptions } from './config';

const options = (apiUrl: string): AskmebetOptions => ({
  apiUrl,
  agent: 'testag',
  key: 'k3y',
  prefix: '0123456789abcdef01234567',
  web: 'sportbook101',
  timeoutMs: 300,
});

/** A fetch that answers one canned response and records the request. */
function canned(status: number, body: string) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    return Promise.resolve(new Response(body, { status }));
  };
  return { seen, fetchImpl: fetchImpl as typeof fetch };
}

async function kindOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error instanceof ProviderError ? error.kind : 'bug';
  }
  return 'none';
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('AskmebetClient', () => {
  it('posts JSON with the three auth fields to <base>/ext/<op>/<prefix>/<agent>', async () => {
    const { seen, fetchImpl } = canned(200, '{"code":0,"msg":"ok","data":{"balance":1}}');
    const client = new AskmebetClient(options('https://amb.example/api/v1/'), fetchImpl);
    const answer = await client.call('getProfileAndCredit', { username: 'testag0001' });
    expect(answer.data).toEqual({ balance: 1 });
    expect(seen[0]!.url).toBe(
      'https://amb.example/api/v1/ext/getProfileAndCredit/0123456789abcdef01234567/testag',
    );
    expect(seen[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({
      agentUsername: 'testag',
      key: 'k3y',
      web: 'sportbook101',
      username: 'testag0001',
    });
  });

  it.each([
    [100011, 'exists'],
    [100014, 'not_found'],
    [100016, 'insufficient'],
    [100017, 'rejected'],
    [100012, 'rejected'],
    [100033, 'rejected'],
  ])('maps code %i to %s, keeping the code', async (code, kind) => {
    const { fetchImpl } = canned(200, JSON.stringify({ code, msg: 'no' }));
    const client = new AskmebetClient(options('https://amb.example/api/v1'), fetchImpl);
    const error = await client.call('deposit').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AskmebetError);
    expect(error).toMatchObject({ kind, code });
  });

  it.each([
    [500, '{"message":"x"}', 'unknown'],
    [502, '<html>', 'unknown'],
    [200, 'not json', 'unknown'],
    [200, '{"msg":"no code"}', 'unknown'],
    [400, '{"code":400}', 'rejected'],
    [404, '{"code":404}', 'rejected'],
  ])('HTTP %i %s is %s', async (status, body, kind) => {
    const { fetchImpl } = canned(status, body);
    const client = new AskmebetClient(options('https://amb.example/api/v1'), fetchImpl);
    expect(await kindOf(client.call('withdrawal'))).toBe(kind);
  });

  it('a timeout and a cut connection are unknown', async () => {
    const server = createServer((req) => {
      if (req.url?.includes('withdrawal')) req.socket.destroy(); // cut
      // anything else never answers
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const { port } = server.address() as AddressInfo;
    const client = new AskmebetClient(options(`http://127.0.0.1:${port}/api/v1`));
    const started = Date.now();
    expect(await kindOf(client.call('deposit'))).toBe('unknown');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await kindOf(client.call('withdrawal'))).toBe('unknown');
  });
});

describe('amounts', () => {
  it('minor units go out as 2-decimal numbers', () => {
    expect(toAmb(12_345)).toBe(123.45);
    expect(toAmb(1)).toBe(0.01);
    expect(JSON.stringify({ b: toAmb(10_010) })).toBe('{"b":100.1}');
    expect(() => toAmb(1.5)).toThrow();
  });

  it('come back as minor units without float drift, in every shape AMB uses', () => {
    expect(fromAmb(0.1 + 0.2)).toBe(30);
    expect(fromAmb(1.005 * 1000)).toBe(100_500);
    expect(fromAmb(755_062.31)).toBe(75_506_231);
    expect(fromAmb('10')).toBe(1_000);
    expect(fromAmb({ $numberDecimal: '19.99' })).toBe(1_999);
    expect(fromAmb(-4.2)).toBe(-420);
    expect(() => fromAmb(null)).toThrow();
    expect(() => fromAmb('')).toThrow();
    expect(() => fromAmb('abc')).toThrow();
  });
});
