import { accountApi, lookupApi, type Endpoint } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import {
  checked,
  isLoginAnswer,
  isLoginOtpAnswer,
  isSiteInfo,
  publicEndpoints,
} from '../public-endpoints';

/** Everything of an endpoint but its schemas: what the client reads to make the call. */
const route = ({ response: _r, body: _b, params: _p, query: _q, ...rest }: Endpoint) => rest;

describe('the public first path calls without zod', () => {
  it('match the contract endpoints in every field the client reads', () => {
    const contract = {
      info: lookupApi.info,
      active: lookupApi.active,
      login: accountApi.login,
      loginOtp: accountApi.loginOtp,
      logout: accountApi.logout,
    };
    for (const [name, endpoint] of Object.entries(publicEndpoints)) {
      const { moves: _moves, ...expected } = route(contract[name as keyof typeof contract]);
      expect(route(endpoint), name).toEqual(expected);
    }
  });

  it('take an answer as it came, and check by hand what steers the member', () => {
    expect(publicEndpoints.active.response.safeParse({ terminated: false })).toEqual({
      success: true,
      data: { terminated: false },
    });
    const info = { name: 'Lucky', website: 'https://x.test', deployment: 'LA', buddhistEra: false };
    expect(checked(info, isSiteInfo)).toBe(info);
    for (const drifted of [{ ...info, name: 1 }, { ...info, deployment: 'VN' }, null, 'text']) {
      expect(() => checked(drifted, isSiteInfo)).toThrow(ApiError);
    }
    expect(() => checked({ token: 42 }, isLoginAnswer)).toThrow('INVALID_RESPONSE');
    expect(checked({ token: 't' }, isLoginAnswer)).toEqual({ token: 't' });
    expect(() => checked({ otpRef: 'A' }, isLoginOtpAnswer)).toThrow('INVALID_RESPONSE');
  });
});
