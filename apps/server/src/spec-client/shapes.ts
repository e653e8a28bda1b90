import { z } from 'zod';

/**
 * The answers of spec §7 in the shapes spec §3 documents, written from the spec alone (not from
 * our contract), so the spec-client suite notices when the server drifts from what the spec's
 * client reads. Objects are loose: fields the server adds are allowed, documented ones must be
 * there with their documented types.
 */
const text = z.string();
const amount = z.number();
const flag = z.boolean();

export const BankOption = z.looseObject({ code: text, nameTH: text });
export const SourceOption = z.looseObject({ code: text, description: text });

export const Profile = z.looseObject({
  _id: text,
  name: text,
  username: text,
  createdAt: text,
  bankCode: text,
  bankAccountName: text,
  bankAccountNo: text,
});

export const Slot = z.looseObject({
  code: text,
  name: text,
  category: z.enum(['slot', 'sport', 'lotto']),
  isActive: flag,
  amount,
  ftWalletSlot: amount,
  logo: text,
  background: text,
  web: text.nullable(),
  android: text.nullable(),
  ios: text.nullable(),
});

export const WalletResponse = z.looseObject({
  profile: z.looseObject({ _id: text, name: text, username: text, coin: amount }),
  bankAccount: z.looseObject({
    bank: z.looseObject({ nameTH: text, nameEN: text }),
    bankAccountName: text,
    bankAccountNo: text,
    bankCode: text,
  }),
  wallet: z.looseObject({ amount }),
  invite: z.looseObject({ amount, success: amount, fail: amount }),
  slots: z.array(Slot),
});

export const GameAccount = z.looseObject({ username: text, password: text, event: z.unknown() });

export const DepositLookup = z.looseObject({
  banks: z.array(
    z.looseObject({
      bank: z.looseObject({ nameTH: text, nameEN: text }),
      bankCode: text,
      bankType: text,
      mode: text,
      bankAccountName: text,
      bankAccountNo: text,
      currency: text,
    }),
  ),
  wallets: z.array(z.looseObject({ walletAccountName: text, mode: text })),
  isManual: flag,
});

export const QrState = z.looseObject({
  qrcodeId: text.nullable(),
  hasQrcode: flag,
  qrcode: text.nullable(),
  amount,
  expireIn: amount,
  message: text,
});

export const WithdrawLimits = z.looseObject({ withdrawMin: amount, withdrawMax: amount });

export const SpinSetup = z.looseObject({
  result: z.looseObject({
    activeSpinwheel: z.looseObject({
      name: text,
      slices: z.array(
        z.looseObject({
          code: text,
          label: text,
          bgColor: text,
          textColor: text,
          htmlDescription: text,
        }),
      ),
    }),
    userCoin: amount,
  }),
});
export const SpinResult = z.looseObject({
  success: flag,
  result: z.looseObject({ code: text, label: text, remainingCoin: amount }),
});

export const InviteList = z.looseObject({
  invites: z.array(z.looseObject({ from: z.looseObject({ name: text }), amount, createdAt: text })),
});
export const RefundCheck = z.looseObject({
  result: flag,
  refundAmount: amount,
  refundSuccess: amount,
  refundFail: amount,
});
export const RefundList = z.looseObject({
  refunds: z.array(z.looseObject({ refundAmount: amount, createdAt: text })),
});

export const BonusCard = z.looseObject({
  code: text,
  type: z.enum(['limit', 'day', 'week']),
  maxReceived: amount,
  percentFail: amount,
  banners: z.array(z.looseObject({ image: text, html: text })),
  userBonus: z
    .looseObject({
      _id: text,
      isActive: flag,
      received: z.array(z.looseObject({ updatedAt: text })),
    })
    .nullable(),
});
export const ActiveBonusCheck = z.looseObject({ status: flag, type: text.nullable() });
export const PromotionFound = z.looseObject({
  promotion: z.looseObject({ percentFail: amount, description: text }).nullable(),
});

export const StatementPage = z.looseObject({
  total: amount,
  statements: z.array(
    z.looseObject({
      statementType: z.enum(['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer']),
      status: text,
      from: text,
      to: text,
      amount,
      createdAt: text,
    }),
  ),
});
export const SlipPage = z.looseObject({
  slips: z.array(
    z.looseObject({
      createdAt: text,
      amount,
      status: text,
      note: text.nullable(),
      link: text.nullable(),
      reference: text,
    }),
  ),
});

export const Conversation = z.looseObject({
  sender: text,
  message: z.looseObject({ message_type: text }),
  userId: text.nullable(),
  guestId: text.nullable(),
  createdAt: text,
});
