import { describe, expect, it } from 'vitest';
import { decryptTruelink, encryptTruelink, truelinkVoucher } from './truelink';

const key = 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc';
const link = 'https://gift.truemoney.com/campaign/?v=0a1b2c3d4e5f6a7b8c9d';

describe('truelink encryption (docs/decisions/008)', () => {
  it('round-trips with the same key and refuses anything else', async () => {
    const sealed = await encryptTruelink(link, key);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(await decryptTruelink(sealed, key)).toBe(link);
    expect(await encryptTruelink(link, key)).not.toBe(sealed);
    const other = 'CAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg';
    expect(await decryptTruelink(sealed, other)).toBeNull();
    expect(await decryptTruelink(sealed.slice(0, -2) + 'AA', key)).toBeNull();
    expect(await decryptTruelink(link, key)).toBeNull();
    expect(await decryptTruelink('v1.!!.??', key)).toBeNull();
  });

  it('accepts only gift voucher links', () => {
    expect(truelinkVoucher(link)).toBe('0a1b2c3d4e5f6a7b8c9d');
    expect(truelinkVoucher('http://gift.truemoney.com/campaign/?v=0a1b2c3d4e5f')).toBeNull();
    expect(truelinkVoucher('https://evil.example/campaign/?v=0a1b2c3d4e5f')).toBeNull();
    expect(truelinkVoucher('https://gift.truemoney.com/campaign/?v=')).toBeNull();
    expect(truelinkVoucher('not a url')).toBeNull();
  });
});
