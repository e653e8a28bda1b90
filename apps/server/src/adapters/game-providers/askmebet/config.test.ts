import { describe, expect, it } from 'vitest';
import { checkAskmebetConfig, type AskmebetOptions } from './config';

const good: AskmebetOptions = {
  apiUrl: 'https://api-test.ambexapi.com/api/v1',
  agent: 'testag',
  key: 'k3y',
  prefix: '0123456789abcdef01234567',
  web: 'sportbook101',
  timeoutMs: 10_000,
};

describe('checkAskmebetConfig', () => {
  it('takes a working set, with or without a trailing slash', () => {
    expect(() => checkAskmebetConfig(good)).not.toThrow();
    expect(() =>
      checkAskmebetConfig({ ...good, apiUrl: 'http://127.0.0.1:9/api/v1/' }),
    ).not.toThrow();
    expect(() =>
      checkAskmebetConfig({ ...good, prefix: '0123456789ABCDEF01234567' }),
    ).not.toThrow();
  });

  it.each([
    [{ apiUrl: 'not a url' }, /ASKMEBET_API_URL is not a URL/],
    [{ apiUrl: 'ftp://api.ambexapi.com/api/v1' }, /ASKMEBET_API_URL must be http/],
    [{ apiUrl: 'https://api.ambexapi.com/api' }, /must end in \/api\/v1/],
    [{ apiUrl: 'https://api.ambexapi.com/api/v1/ext' }, /must end in \/api\/v1/],
    [{ prefix: '0123456789abcdef0123456' }, /ASKMEBET_PREFIX/],
    [{ prefix: '0123456789abcdef0123456g' }, /ASKMEBET_PREFIX/],
    [{ agent: '' }, /ASKMEBET_AGENT is empty/],
    [{ agent: 'a'.repeat(19) }, /ASKMEBET_AGENT is longer/],
    [{ key: ' ' }, /ASKMEBET_KEY is empty/],
    [{ web: '' }, /ASKMEBET_WEB is empty/],
    [{ timeoutMs: 0 }, /timeoutMs/],
  ] as const)('names the bad part: %o', (change, message) => {
    expect(() => checkAskmebetConfig({ ...good, ...change })).toThrow(message);
  });
});
