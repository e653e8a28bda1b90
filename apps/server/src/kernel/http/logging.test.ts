import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('masks the credentials in auto-login paths (spec §7 passes game passwords in the path)', () => {
    expect(redactUrl('/api/autoLogin/askmebet/user1/s3cret')).toBe(
      '/api/autoLogin/askmebet/[redacted]',
    );
    expect(redactUrl('/api/autoLogin/pg/user1')).toBe('/api/autoLogin/pg/[redacted]');
  });
  it('masks the one-time game launch ticket', () => {
    expect(redactUrl('/demo-provider/play?ticket=abc_DEF-123&lang=th')).toBe(
      '/demo-provider/play?ticket=[redacted]&lang=th',
    );
  });
  it('masks the signature of a slip image link', () => {
    expect(redactUrl('/media/slips/SLP1?expires=123&signature=abc_DEF')).toBe(
      '/media/slips/SLP1?expires=123&signature=[redacted]',
    );
  });
  it('leaves other paths alone', () => {
    expect(redactUrl('/api/lookup/banks?x=1')).toBe('/api/lookup/banks?x=1');
  });
});
