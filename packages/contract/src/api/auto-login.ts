import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** §7 auto-login providers: code → whether the path also carries the game password. */
export const AUTO_LOGIN_PROVIDERS = {
  pg: false,
  betflix: false,
  askmebet: true,
  imi: true,
  usun: true,
  areaslot: false,
  circus: true,
  slotracha: true,
  pgslot: true,
  joker2: false,
  huayhd: false,
} as const;
export type AutoLoginProvider = keyof typeof AUTO_LOGIN_PROVIDERS;

export const AutoLoginResponse = z.object({ link: z.string().describe('the game launch url') });

const Credential = z.string().min(1).max(100);
const UsernameParams = z.object({ username: Credential });
const PasswordParams = z.object({ username: Credential, password: Credential });

const byUsername = <const P extends AutoLoginProvider>(provider: P) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/autoLogin/${provider}/:username`,
    summary: `Launch link for ${provider}`,
    access: 'member',
    params: UsernameParams,
    response: AutoLoginResponse,
    moves: 'launch',
  });

// spec §7 puts the game password in the path for these providers; game credentials, not the member's
const byPassword = <const P extends AutoLoginProvider>(provider: P) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/autoLogin/${provider}/:username/:password`,
    summary: `Launch link for ${provider}`,
    access: 'member',
    params: PasswordParams,
    response: AutoLoginResponse,
    moves: 'launch',
  });

export const autoLoginApi = {
  pg: byUsername('pg'),
  betflix: byUsername('betflix'),
  askmebet: byPassword('askmebet'),
  imi: byPassword('imi'),
  usun: byPassword('usun'),
  areaslot: byUsername('areaslot'),
  circus: byPassword('circus'),
  slotracha: byPassword('slotracha'),
  pgslot: byPassword('pgslot'),
  joker2: byUsername('joker2'),
  huayhd: byUsername('huayhd'),
} as const satisfies Record<AutoLoginProvider, unknown>;
