import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { LAO_CURRENCIES, QR_BANKS } from '../constants';
import { Amount, BankName, BankOption, SourceOption } from './common';

/**
 * GET /api/lookup/* (spec §7). Texts are answered in the language of the request's
 * Accept-Language header (th, la or en; Thai otherwise).
 */
const lookup = <const N extends string, R extends z.ZodType>(
  name: N,
  summary: string,
  response: R,
) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/lookup/${name}`,
    summary,
    access: 'public',
    response,
  });

export const DepositBankAccount = z.object({
  bank: BankName,
  bankCode: z.string(),
  bankType: z.string(),
  mode: z.string().describe('AUTO: credited automatically; anything else: checked by staff'),
  bankAccountName: z.string(),
  bankAccountNo: z.string(),
  currency: z.string(),
});
export type DepositBankAccount = z.infer<typeof DepositBankAccount>;

export const DepositWalletAccount = z.object({
  walletAccountName: z.string(),
  walletAccountNo: z.string(),
  mode: z.string(),
});

export const Deployment = z.enum(['TH', 'LA']);
export type Deployment = z.infer<typeof Deployment>;

export const lookupApi = {
  banks: lookup(
    'banks',
    'Thai banks a member can register',
    z.object({ banks: z.array(BankOption) }),
  ),
  deposit: lookup(
    'deposit',
    "The site's deposit accounts and the minimum deposit",
    z.object({
      banks: z.array(DepositBankAccount),
      wallets: z.array(DepositWalletAccount),
      isManual: z.boolean(),
      minimumDeposit: Amount,
      /** Added (issue 13): the largest single QR or notice deposit; null: no maximum. */
      maximumDeposit: Amount.nullable(),
      /** Added (docs/decisions/008): minutes a deposit QR stays valid (§9 deposit texts). */
      qrExpireMinutes: z.number().int().positive(),
      /**
       * Added: the AES-256-GCM key (base64url, 32 bytes) the client encrypts a TrueMoney link
       * with before POST /api/wallet/truelink (`encryptTruelink` in this package).
       */
      truelinkKey: z.string(),
      /**
       * Added (issue 23 §2): each QR provider (§7 KBANK, WW, E2P) with the name members know it
       * by (PromptPay, TrueMoney Wallet…) in the request's language, in QR_BANKS order. The
       * server always sends it; optional so a client served by a copy not yet updated (a
       * rolling deploy, decision 017) still opens the deposit modal, naming providers by code.
       */
      qrGateways: z.array(z.object({ code: z.enum(QR_BANKS), name: z.string() })).optional(),
      /**
       * Added (decision 021): the currency every figure of this answer is in — the signed-in
       * member's wallet currency (the Bearer token, when sent), else the deployment's default.
       * banks, wallets and qrGateways list only that currency's methods (no PromptPay or
       * TrueMoney for a LAK member). Optional for a copy not yet updated.
       */
      currency: z.enum(LAO_CURRENCIES).optional(),
      /** Added (decision 021): quick amounts of each QR provider listed, in `currency`. */
      qrQuickAmounts: z
        .array(z.object({ code: z.enum(QR_BANKS), amounts: z.array(Amount) }))
        .optional(),
      /**
       * Added (issue 28): slips of transfers in `currency` are checked with a slip service as
       * they are uploaded and credited at once when they verify; false: staff check each one.
       * Optional for a copy not yet updated.
       */
      slipsCheckedAtOnce: z.boolean().optional(),
    }),
  ),
  conditions: lookup(
    'conditions',
    'Bonus conditions (HTML list items)',
    z.object({ conditions: z.array(z.string()) }),
  ),
  agreements: lookup(
    'agreements',
    'Member agreements (HTML)',
    z.object({ agreements: z.array(z.string()) }),
  ),
  info: lookup(
    'info',
    'Site name, website and deployment',
    z.object({
      name: z.string(),
      website: z.string(),
      deployment: Deployment,
      /** Added (issue 13): Thai dates in the Buddhist era (22/11/2569), as Thai readers expect. */
      buddhistEra: z.boolean(),
    }),
  ),
  notice: lookup('notice', 'The notice line shown to members', z.object({ notice: z.string() })),
  contact: lookup(
    'contact',
    'Contact text and LINE details',
    z.object({
      contactText: z.string(),
      lineLink: z.string(),
      lineName: z.string(),
      lineQR: z.string(),
    }),
  ),
  withdraw: lookup(
    'withdraw',
    'Withdrawal limits',
    z.object({
      withdrawMin: Amount,
      withdrawMax: Amount,
      /** Added (decision 021): the currency of the limits (as the deposit lookup decides it). */
      currency: z.enum(LAO_CURRENCIES).optional(),
    }),
  ),
  slip: lookup(
    'slip',
    'Slip upload hours: uploads are closed daily between closedFrom and closedUntil (HH:mm, site time)',
    z.object({
      uploadOpen: z.boolean(),
      closedFrom: z.string().nullable(),
      closedUntil: z.string().nullable(),
    }),
  ),
  sources: lookup(
    'sources',
    'Where members heard of the site',
    z.object({ sources: z.array(SourceOption) }),
  ),
  active: lookup(
    'active',
    'Whether the site is active; terminated sends /login to /terminated',
    z.object({ terminated: z.boolean(), notice: z.string() }),
  ),
  registerOTP: lookup(
    'registerOTP',
    'Whether registration confirms the phone by OTP',
    z.object({ registerOTP: z.boolean() }),
  ),
  enableChatWidget: lookup(
    'enableChatWidget',
    'Whether the chat widget is shown',
    z.object({ enableChatWidget: z.boolean() }),
  ),
} as const;
