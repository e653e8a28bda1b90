import { describe, expect, it } from 'vitest';
import { checkBetflixConfig, type BetflixOptions } from './config';

const good: BetflixOptions = {
  apiUrl: 'https://api.bfx.fail/v4',
  apiKey: '0123456789abcdef0123456789abcdef',
  apiCat: 'abcdefgh12345678',
  upline: 'fkag',
  timeoutMs: 5_000,
};

describe('checkBetflixConfig', () => {
  it('accepts a base ending in /v4 (with or without the slash) and an entrance', () => {
    expect(() => checkBetflixConfig(good)).not.toThrow();
    expect(() => checkBetflixConfig({ ...good, apiUrl: 'http://127.0.0.1:9/v4/' })).not.toThrow();
    expect(() =>
      checkBetflixConfig({ ...good, entrance: 'https://www.betflik.com' }),
    ).not.toThrow();
  });

  it('names the bad part', () => {
    const bad = (patch: Partial<BetflixOptions>) => () => checkBetflixConfig({ ...good, ...patch });
    expect(bad({ apiUrl: 'api.bfx.fail/v4' })).toThrow(/BETFLIX_API_URL is not a URL/);
    expect(bad({ apiUrl: 'ftp://api.bfx.fail/v4' })).toThrow(/BETFLIX_API_URL must be http\(s\)/);
    expect(bad({ apiUrl: 'https://api.bfx.fail' })).toThrow(/BETFLIX_API_URL must end in \/v4/);
    expect(bad({ apiUrl: 'https://api.bfx.fail/v4/user' })).toThrow(/end in \/v4/);
    expect(bad({ apiKey: ' ' })).toThrow(/BETFLIX_API_KEY is empty/);
    expect(bad({ apiCat: '' })).toThrow(/BETFLIX_API_CAT is empty/);
    expect(bad({ upline: 'fk_ag' })).toThrow(/BETFLIX_UPLINE must be letters and digits/);
    expect(bad({ upline: '' })).toThrow(/BETFLIX_UPLINE/);
    expect(bad({ entrance: 'www.betflik.com' })).toThrow(/BETFLIX_ENTRANCE/);
    expect(bad({ timeoutMs: 0 })).toThrow(/timeoutMs/);
  });
});
