import type { Endpoint } from '../endpoint';
import { accountApi } from './account';
import { autoLoginApi } from './auto-login';
import { bankFeedApi, operatorBankFeedApi } from './bank-feed';
import { backofficeApi } from './backoffice';
import { bonusApi } from './bonus';
import { chatApi } from './chat';
import { homeApi } from './home';
import { inviteApi } from './invite';
import { lookupApi } from './lookup';
import { operatorApi } from './operator';
import { operatorBonusApi } from './operator-bonus';
import { operatorChatApi } from './operator-chat';
import { operatorMembersApi } from './operator-members';
import { operatorRewardsApi } from './operator-rewards';
import { operatorSlotsApi } from './operator-slots';
import { operatorSpinwheelApi } from './operator-spinwheel';
import { operatorProvidersApi } from './operator-providers';
import { operatorStaffApi } from './operator-staff';
import { otpApi } from './otp';
import { promotionApi } from './promotion';
import { qrcodeApi } from './qrcode';
import { refundApi } from './refund';
import { responsibleApi } from './responsible';
import { spinwheelApi } from './spinwheel';
import { statementApi } from './statement';
import { systemApi } from './system';
import { walletApi } from './wallet';

export * from './account';
export * from './auto-login';
export * from './bank-feed';
export * from './backoffice';
export * from './bonus';
export * from './chat';
export * from './common';
export * from './home';
export * from './invite';
export * from './lookup';
export * from './operator';
export * from './operator-bonus';
export * from './operator-chat';
export * from './operator-members';
export * from './operator-providers';
export * from './operator-rewards';
export * from './operator-slots';
export * from './operator-spinwheel';
export * from './operator-staff';
export * from './operator-table';
export * from './otp';
export * from './promotion';
export * from './qrcode';
export * from './refund';
export * from './responsible';
export * from './spinwheel';
export * from './statement';
export * from './system';
export * from './wallet';

/** Every call of spec §7 (plus health and the operator API), grouped by module. */
export const api = {
  system: systemApi,
  lookup: lookupApi,
  account: accountApi,
  otp: otpApi,
  wallet: walletApi,
  home: homeApi,
  qrcode: qrcodeApi,
  invite: inviteApi,
  refund: refundApi,
  spinwheel: spinwheelApi,
  responsible: responsibleApi,
  autoLogin: autoLoginApi,
  bonus: bonusApi,
  promotion: promotionApi,
  statement: statementApi,
  chat: chatApi,
  operator: operatorApi,
  operatorBonus: operatorBonusApi,
  operatorRewards: operatorRewardsApi,
  operatorSpinwheel: operatorSpinwheelApi,
  operatorStaff: operatorStaffApi,
  operatorMembers: operatorMembersApi,
  operatorChat: operatorChatApi,
  bankFeed: bankFeedApi,
  operatorBankFeed: operatorBankFeedApi,
  operatorSlots: operatorSlotsApi,
  operatorProviders: operatorProvidersApi,
  backoffice: backofficeApi,
} as const;

export const allEndpoints: readonly Endpoint[] = Object.values(api).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);
