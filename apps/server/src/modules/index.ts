import type { AnyModule, BoundModule, Module } from '../kernel/module';
import type { ChatModuleOptions } from './chat/module';
import type { DepositsModuleOptions } from './deposits/module';
import type { OtpOptions } from './otp/module';
import type { StaffModuleOptions } from './staff/module';
import { accountModule } from './account/module';
import { authModule } from './auth/module';
import { bankFeedModule } from './bank-feed/module';
import { bonusModule } from './bonus/module';
import { chatModule } from './chat/module';
import { depositsModule } from './deposits/module';
import { homeModule } from './home/module';
import { inviteModule } from './invite/module';
import { lookupModule } from './lookup/module';
import { operatorModule } from './operator/module';
import { otpModule } from './otp/module';
import { refundModule } from './refund/module';
import { responsibleModule } from './responsible/module';
import { rewardsModule } from './rewards/module';
import { roundsModule } from './rounds/module';
import { settingsModule } from './settings/module';
import { spinwheelModule } from './spinwheel/module';
import { staffModule } from './staff/module';
import { statementModule } from './statement/module';
import { systemModule } from './system/module';
import { walletModule } from './wallet/module';
import { withdrawalsModule } from './withdrawals/module';

/** What app.ts gives the modules that take options (adapters and secrets from configuration). */
export type ModuleOptions = StaffModuleOptions &
  OtpOptions &
  DepositsModuleOptions &
  ChatModuleOptions;

/**
 * The app, module by module (docs/decisions/022): each is created after the modules it needs,
 * and its hooks run in this order (the terminated-site guard first, then member and staff
 * authentication). Adding a module is a folder and a line here.
 */
export const appModules = (o: ModuleOptions) => [
  settingsModule,
  systemModule,
  otpModule.with({ sender: o.sender }),
  authModule,
  accountModule,
  staffModule.with({ operatorToken: o.operatorToken }),
  chatModule.with({ files: o.files, redisUrl: o.redisUrl, trustProxy: o.trustProxy }),
  walletModule,
  roundsModule,
  depositsModule.with({ files: o.files, slipCheck: o.slipCheck, gateway: o.gateway }),
  bankFeedModule,
  lookupModule,
  withdrawalsModule,
  statementModule,
  responsibleModule,
  bonusModule,
  refundModule,
  inviteModule,
  spinwheelModule,
  rewardsModule,
  homeModule,
  operatorModule,
];

/** Every module of the app (its API is part of `app.services`), read from the list. */
export type AppModule = ModuleOfEntry<ReturnType<typeof appModules>[number]>;

type ModuleOfEntry<E> =
  E extends BoundModule<infer N, infer A, infer O>
    ? Module<N, A, O>
    : E extends AnyModule
      ? E
      : never;
