import { defineModule, type ModuleContext } from '../../kernel/module';
import type { SmsSender } from '../../adapters/sms/interface';
import { OutboxSmsSender } from '../../adapters/sms/outbox';
import { settingsModule } from '../settings/module';
import { LoginOtp } from './login-otp';
import { otpRoutes } from './routes';
import { OtpService } from './service';

// the public entry: what other modules may take from this one
export { type LoginOtp, type LoginOtpProof } from './login-otp';
export { type OtpService } from './service';

/**
 * One-time codes by SMS (spec §4): registration's and a new device's login. `sender` is the SMS
 * adapter app.ts chose (the outbox by default); the outbox is kept for the operator either way.
 */
export const otpModule = defineModule({
  name: 'otp',
  needs: [settingsModule],
  create: ({ kernel, use, options }: ModuleContext<OtpOptions>) => {
    const { settings } = use(settingsModule);
    const outbox = new OutboxSmsSender(kernel.db);
    const sms = options.sender(outbox);
    return {
      outbox,
      sms,
      otp: new OtpService(kernel.db, sms, kernel.members, settings, kernel.now),
      loginOtp: new LoginOtp(kernel.db, sms, kernel.members, settings, kernel.now),
    };
  },
  routes: (app, { otp }) => otpRoutes(app, otp),
});

export interface OtpOptions {
  /** The SMS sender, given the outbox (the local default). */
  sender: (outbox: OutboxSmsSender) => SmsSender;
}
