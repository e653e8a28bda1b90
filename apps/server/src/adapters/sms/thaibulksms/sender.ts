import { SmsSendError, type SmsSender } from '../interface';
import { ThaibulksmsCallError, ThaibulksmsClient } from './client';
import type { ThaibulksmsConfig } from './config';
import { sameThaiMobile, thaiMobile } from './phone';

/**
 * The credit pool the wallet spends and reads: `force=standard` is sent explicitly, so the pool
 * read by `remainingCredit()` is the one the texts use (the brief infers standard is the default).
 */
const POOL = 'standard';

/**
 * OTP texts through ThaiBulkSMS (`SMS_PROVIDER=thaibulksms`, integrations/sms-gateways.md).
 * Every outcome but "the member's number is in `phone_number_list`" throws SmsSendError, which
 * the otp module answers as OTP_SEND_FAIL:
 * - not a Thai mobile (a Lao or other foreign number): refused here, no call, no credit spent —
 *   a Thai route cannot deliver it (see modules/otp/module.ts for the Lao deployment);
 * - 2xx with the number in `bad_phone_number_list`: not sent (a 2xx is not a delivery);
 * - 400 (missing field, unapproved sender, wrong body, not enough credit), 401 (key/secret),
 *   other 4xx, 5xx: not sent;
 * - no connection: not sent; a timeout, a cut answer, a 2xx without the lists: `maybeSent`.
 * Nothing is retried: a 2xx has spent credit, and the member asks again if they wish.
 */
export class ThaibulksmsSmsSender implements SmsSender {
  readonly name = 'thaibulksms';
  private readonly client: ThaibulksmsClient;

  constructor(
    private readonly config: ThaibulksmsConfig,
    fetchImpl?: typeof fetch,
  ) {
    this.client = new ThaibulksmsClient(config, fetchImpl);
  }

  async send({ phone, text }: { phone: string; text: string }): Promise<void> {
    const msisdn = thaiMobile(phone);
    if (!msisdn) {
      throw new SmsSendError('not a Thai mobile: ThaiBulkSMS (a Thai route) cannot deliver it');
    }
    const form: Record<string, string> = { msisdn, message: text, force: POOL };
    if (this.config.sender) form.sender = this.config.sender;
    let answer;
    try {
      answer = await this.client.sendSms(form);
    } catch (error) {
      if (error instanceof ThaibulksmsCallError) {
        throw new SmsSendError(error.message, { maybeSent: error.maybeSent });
      }
      throw error;
    }
    const bad = answer.rejected.find((b) => sameThaiMobile(b.number, msisdn));
    if (bad) {
      throw new SmsSendError(
        `ThaiBulkSMS listed the number as bad${bad.message ? `: ${bad.message}` : ''}`.slice(
          0,
          300,
        ),
      );
    }
    if (!answer.accepted.some((p) => sameThaiMobile(p.number, msisdn))) {
      // a 2xx that names neither list for our number: taken (credit may be gone), not confirmed
      throw new SmsSendError(`ThaiBulkSMS answered ${answer.status} without the number`, {
        maybeSent: true,
      });
    }
  }

  /** The standard pool's remaining credit (`GET /credit`, `remaining_credit.standard`). */
  async remainingCredit(): Promise<number> {
    return (await this.client.credit()).standard;
  }
}
