import { SignedLinks } from '../../kernel/http/signed-links';

export const SLIP_URL_TTL_SECONDS = 300;

/**
 * Short-lived links to slip images (`/media/slips/<reference>?expires=…&signature=…`), handed out
 * to the slip's owner only (spec §7 slip reference) and to staff reviewing it.
 */
export class SlipUrls extends SignedLinks {
  constructor(key: Buffer, now: () => Date) {
    super(key, now, 'slip', '/media/slips', SLIP_URL_TTL_SECONDS);
  }
}
