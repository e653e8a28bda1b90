import { defineModule, type ModuleContext } from '../../kernel/module';
import type { SmsSender } from '../../adapters/sms/interface';
import { OutboxSmsSender } from '../../adapters/sms/outbox';
import { settingsModule } from '../settings/module';
import { LoginOtp } from './login-otp';
import { otpRoutes } from './routes';
import { OtpService } from './service';
import { SmsCreditWatch } from './sms-credit';

// the public entry: what other modules may take from this one
export { type LoginOtp, type LoginOtpProof } from './login-otp';
export { type OtpService } from './service';

/**
 * One-time codes by SMS (spec §4): registration's and a new device's login. `sender` is the SMS
 * adapter app.ts chose (the outbox by default); the outbox is kept for the operator either way.
 *
 * Lao numbers and a Thai gateway: ThaiBulkSMS is a Thai route, so its sender refuses any number
 * that is not a Thai mobile (0[689]…, 66[689]…) before calling it. A Lao member's registration
 * OTP then answers OTP_SEND_FAIL at once, nothing sent, nothing spent and nothing charged to
 * their OTP allowance; a login step-up code is not delivered (logged). A Lao deployment on
 * ThaiBulkSMS is warned about at start: it turns `registerOTP` off or uses a gateway that
 * reaches Laos. The texts are not diverted to the outbox: the member would be told "sent" for
 * a code that only staff can read.
 */
export const otpModule = defineModule({
  name: 'otp',
  needs: [settingsModule],
  create: ({ kernel, use, options }: ModuleContext<OtpOptions>) => {
    const { settings } = use(settingsModule);
    const outbox = new OutboxSmsSender(kernel.db);
    const sms = options.sender(outbox);
    const smsCredit = new SmsCreditWatch(sms, settings, kernel.now, (figures) =>
      kernel.log.warn({ sms: sms.name, ...figures }, 'SMS credit low (setting sms.creditAlert)'),
    );
    return {
      outbox,
      sms,
      smsCredit,
      otp: new OtpService(kernel.db, sms, kernel.members, settings, kernel.now),
      loginOtp: new LoginOtp(kernel.db, sms, kernel.members, settings, kernel.now),
    };
  },
  start: async ({ sms }, { use, kernel }) => {
    if (sms.name !== 'thaibulksms') return;
    const { settings } = use(settingsModule);
    if ((await settings.get('site.deployment')) === 'LA') {
      kernel.log.warn(
        'SMS_PROVIDER=thaibulksms reaches Thai mobiles only: Lao numbers get OTP_SEND_FAIL ' +
          '(turn registerOTP off, or use a gateway that reaches Laos)',
      );
    }
  },
  routes: (app, { otp }) => otpRoutes(app, otp),
  gauges: ({ smsCredit, sms }) =>
    smsCredit.applies
      ? [
          {
            name: 'sms_credit_remaining',
            help: 'SMS gateway credit left (ThaiBulkSMS standard pool), read at most once a minute; absent when unreadable',
            labelNames: ['gateway'],
            read: async () => {
              const { credit } = await smsCredit.current();
              return credit === null ? [] : [{ labels: { gateway: sms.name }, value: credit }];
            },
          },
          {
            name: 'sms_credit_low',
            help: 'SMS gateway credit below setting sms.creditAlert, or unreadable (1), else 0',
            read: async () => ((await smsCredit.current()).low ? 1 : 0),
          },
        ]
      : [],
});

export interface OtpOptions {
  /** The SMS sender, given the outbox (the local default). */
  sender: (outbox: OutboxSmsSender) => SmsSender;
}
