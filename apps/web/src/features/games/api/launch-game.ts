import { useMutation } from '@tanstack/react-query';
import {
  AUTO_LOGIN_PROVIDERS,
  autoLoginApi,
  type AutoLoginProvider,
  type ResponseOf,
} from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { markPlayed } from '@/lib/play-session';

export type LaunchInput = { code: string; username: string; password: string };
type LaunchAnswer = ResponseOf<typeof autoLoginApi.pg>;

/** Spec §7 auto-login: the providers with a launch call; the slot code names the provider. */
export const canAutoLogin = (code: string): code is AutoLoginProvider =>
  Object.hasOwn(AUTO_LOGIN_PROVIDERS, code);

/**
 * GET /api/autoLogin/{provider}/{username}[/{password}]: a one-time launch link. Whether the
 * path carries the game password is the contract's AUTO_LOGIN_PROVIDERS.
 */
export async function launchGame({ code, username, password }: LaunchInput): Promise<LaunchAnswer> {
  if (!canAutoLogin(code)) throw new Error(`no auto-login for ${code}`);
  const endpoint = autoLoginApi[code];
  return AUTO_LOGIN_PROVIDERS[code]
    ? apiClient.request(endpoint as typeof autoLoginApi.askmebet, {
        params: { username, password },
      })
    : apiClient.request(endpoint as typeof autoLoginApi.pg, { params: { username } });
}

/** A launch link issued: the member is playing (issue 15: the reality check starts counting). */
export function useLaunchGame() {
  return useMutation({ mutationFn: launchGame, onSuccess: () => markPlayed() });
}
