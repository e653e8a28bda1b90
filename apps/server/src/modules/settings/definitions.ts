import { z } from 'zod';
import {
  Amount,
  BankOption,
  CannedReply,
  DepositBankAccount,
  Deployment,
  InviteBasis,
} from '@wallet/contract';
import { localized } from '../../kernel/lib/localized';
import { bannerHtmlProblem } from '../../kernel/lib/html-check';
import { cleanSettingHtml } from './setting-html';

/** Rewards received as a bonus: its balance target and loss line (the bonus lifecycle's). */
const RewardCondition = z.strictObject({
  percentSuccess: z.number().min(101).max(10_000),
  percentFail: z.number().min(0).max(100),
});
const RewardBanners = z
  .array(
    z.strictObject({
      image: z.string().min(1).max(500),
      html: localized(
        z
          .string()
          .max(2000)
          .refine((h) => bannerHtmlProblem(h) === null, 'plain formatting only'),
      ),
    }),
  )
  .max(10);

/** Operator HTML shown to members: cleaned by an allow-list on every write and read (issue 14). */
const RichHtml = (max: number) =>
  z
    .string()
    .max(max)
    .transform((html) => cleanSettingHtml(html).html);

/** A link members open: http(s) only, never javascript:, data: or another scheme (issue 14). */
const WebLink = z.url({ protocol: /^https?$/ });
/** An image members load: an http(s) address or a path on this site (not //other.host). */
const ImageLink = z
  .string()
  .min(1)
  .max(2000)
  .refine(
    (value) => /^\/(?!\/)/.test(value) || WebLink.safeParse(value).success,
    'an https:// address or a /path on this site',
  );

/** A kip figure: kip is paid in whole kip (integrations/lao-payments.md). */
const WholeKip = z.number().int().nonnegative().max(1_000_000_000);

const HourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

/**
 * Every setting: its schema (checked on each write, so a bad operator value is refused with
 * SETTING_INVALID instead of breaking a lookup later) and what it is for.
 */
export const settingSchemas = {
  // never blank: the app's header, the tab and the prerendered pages show it (issue 13)
  'site.name': z.string().trim().min(1).max(100),
  'site.website': WebLink,
  'site.deployment': Deployment,
  'site.timeZone': z.string().refine(isTimeZone, 'an IANA time zone such as Asia/Bangkok'),
  'site.active': z.boolean(),
  'site.buddhistEra': z.boolean(),
  'site.notice': localized(z.string().max(2000)),
  'contact.text': localized(z.string().max(4000)),
  'contact.lineLink': WebLink,
  'contact.lineName': z.string().max(100),
  'contact.lineQR': ImageLink,
  conditions: localized(z.array(RichHtml(4000)).max(50)),
  agreements: localized(z.array(RichHtml(20000)).max(20)),
  banks: z.array(BankOption).min(1),
  sources: z.array(z.strictObject({ code: z.string().min(1), description: localized(z.string()) })),
  registerOTP: z.boolean(),
  enableChatWidget: z.boolean(),
  'deposit.minimum': Amount,
  'deposit.maximum': Amount.nullable(),
  'deposit.isManual': z.boolean(),
  'deposit.accounts': z.array(DepositBankAccount),
  'deposit.wallets': z.array(
    z.strictObject({
      walletAccountName: z.string(),
      walletAccountNo: z.string(),
      mode: z.string(),
    }),
  ),
  'deposit.promptpayId': z
    .string()
    .regex(/^(\d{10}|\d{13}|\d{15})$/, 'a PromptPay mobile (10), tax id (13) or e-wallet id (15)'),
  'deposit.qrExpireMinutes': z.number().int().min(1).max(120),
  'deposit.qrGateways': z.strictObject({
    KBANK: localized(z.string().trim().min(1).max(60)),
    WW: localized(z.string().trim().min(1).max(60)),
    E2P: localized(z.string().trim().min(1).max(60)),
    // decision 021: optional so a value saved before the Lao QR existed still reads
    BCEL: localized(z.string().trim().min(1).max(60)).optional(),
  }),
  'withdraw.min': Amount,
  'withdraw.max': Amount,
  // decision 021: the kip figures of a LAK member, beside the baht ones (one setting a figure,
  // so `settings` lists each; whole kip)
  'deposit.minimum.LAK': WholeKip,
  'deposit.maximum.LAK': WholeKip.nullable(),
  'deposit.qrQuickAmounts.LAK': z.array(WholeKip.positive()).min(1).max(8),
  'deposit.bcelOnePay': z.strictObject({
    mcid: z.string().trim().min(1).max(40),
    mcc: z.string().regex(/^(\d{4})?$/, 'a 4-digit merchant category code, or empty'),
    shopCode: z.string().trim().max(25),
  }),
  'withdraw.min.LAK': WholeKip,
  'withdraw.max.LAK': WholeKip,
  'invite.capPerInvitee.LAK': WholeKip.nullable(),
  'invite.capPerMonth.LAK': WholeKip.nullable(),
  'invite.minTurnover.LAK': WholeKip,
  'refund.minimum.LAK': WholeKip,
  'refund.maximum.LAK': WholeKip.nullable(),
  'spinwheel.coinPerDeposit.LAK': WholeKip.positive().nullable(),
  'spinwheel.coinPerTurnover.LAK': WholeKip.positive().nullable(),
  'currency.kipPerBaht': z.number().int().min(1).max(100_000),
  'slip.closedHours': z.strictObject({ from: HourMinute, until: HourMinute }).nullable(),
  'bonus.maxMultiplier': z.number().min(1).max(50),
  'bonus.recentDepositMinutes': z.number().int().min(0).max(1440),
  'bankFeed.maxAgeMinutes': z.number().int().min(1).max(1440),
  'bankFeed.silentMinutes': z.number().int().min(1).max(10_080),
  'games.agentCreditAlert': z.number().int().min(0).max(1_000_000_000),
  'sms.creditAlert': z.number().int().min(0).max(100_000_000),
  'bankFeed.noticeWindowMinutes': z.number().int().min(1).max(1440),
  'invite.enabled': z.boolean(),
  'invite.basis': InviteBasis,
  'invite.percent': z.number().min(0).max(100),
  'invite.capPerInvitee': Amount.nullable(),
  'invite.capPerMonth': Amount.nullable(),
  'invite.minTurnover': Amount,
  'invite.condition': RewardCondition.nullable(),
  'invite.banners': RewardBanners,
  'refund.enabled': z.boolean(),
  'refund.period': z.enum(['day', 'week']),
  'refund.percent': z.number().min(0).max(100),
  'refund.minimum': Amount,
  'refund.maximum': Amount.nullable(),
  'refund.claimHours': z
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .nullable(),
  'refund.condition': RewardCondition.nullable(),
  'refund.banners': RewardBanners,
  'spinwheel.enabled': z.boolean(),
  'spinwheel.coinPerDeposit': Amount.nullable(),
  'spinwheel.coinPerTurnover': Amount.nullable(),
  'chat.greeting': localized(z.string().trim().min(1).max(500)),
  'chat.staffHours': z.strictObject({ from: HourMinute, until: HourMinute }).nullable(),
  'chat.awayMessage': localized(z.string().trim().min(1).max(1000)),
  'chat.quickReplies': z
    .array(
      z.strictObject({
        postback: z.string().regex(/^[A-Z0-9_]{1,40}$/, 'UPPER_SNAKE_CASE'),
        title: localized(z.string().trim().min(1).max(40)),
        answer: localized(z.string().trim().min(1).max(2000)),
      }),
    )
    .max(10),
  'chat.cannedReplies': z.array(CannedReply).max(100),
} as const;

export type SettingKey = keyof typeof settingSchemas;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;
export type Settings = { [K in SettingKey]: SettingValue<K> };

export const settingDescriptions: Record<SettingKey, string> = {
  'site.name': 'Site name shown in the app',
  'site.website': 'Public website address',
  'site.deployment':
    'TH, or LA for the Lao deployment (Lao first, LAK currency, free phone length)',
  'site.timeZone': 'Time zone for daily hours (slip uploads)',
  'site.active': 'false when the site is terminated (members see /terminated)',
  'site.buddhistEra': 'Thai dates in the Buddhist era (22/11/2569); false: the Gregorian year',
  'site.notice': 'Notice line for members {th,la,en}',
  'contact.text': 'Contact page text {th,la,en}',
  'contact.lineLink': 'LINE official account link',
  'contact.lineName': 'LINE official account name',
  'contact.lineQR': 'LINE QR image address',
  conditions: 'Bonus conditions, HTML list items {th,la,en}',
  agreements: 'Member agreements, HTML {th,la,en}',
  banks: 'Banks members can register: [{code,nameTH,nameEN}]',
  sources: 'Where-did-you-hear options: [{code,description:{th,la,en}}]',
  registerOTP: 'Registration confirms the phone number by OTP',
  enableChatWidget: 'Show the chat widget',
  'deposit.minimum': 'Minimum deposit (baht)',
  'deposit.maximum': 'Largest single deposit by QR or notice (baht), or null for none',
  'deposit.isManual': 'Deposits are confirmed by staff instead of automatically',
  'deposit.accounts': "The site's deposit bank accounts",
  'deposit.wallets': "The site's deposit wallet accounts",
  'deposit.promptpayId':
    'PromptPay target of the KBANK deposit QR: mobile (10 digits), tax id (13) or e-wallet (15)',
  'deposit.qrExpireMinutes': 'Minutes a deposit QR stays valid',
  'deposit.qrGateways':
    'Name members know each QR provider by: {KBANK,WW,E2P: {th,la,en}} (KBANK is the PromptPay QR)',
  'withdraw.min': 'Smallest withdrawal (baht)',
  'withdraw.max': 'Largest withdrawal (baht)',
  'deposit.minimum.LAK': 'Minimum deposit of a LAK member (whole kip)',
  'deposit.maximum.LAK': 'Largest single deposit of a LAK member by QR or notice (kip), or null',
  'deposit.qrQuickAmounts.LAK': 'Quick amounts of the BCEL OnePay QR (whole kip)',
  'deposit.bcelOnePay':
    'BCEL OnePay merchant of the kip QR: {mcid (issued by BCEL), mcc (4 digits or empty), shopCode}',
  'withdraw.min.LAK': 'Smallest withdrawal of a LAK member (kip)',
  'withdraw.max.LAK': 'Largest withdrawal of a LAK member (kip)',
  'invite.capPerInvitee.LAK': 'invite.capPerInvitee for a LAK inviter (kip), or null',
  'invite.capPerMonth.LAK': 'invite.capPerMonth for a LAK inviter (kip), or null',
  'invite.minTurnover.LAK': 'invite.minTurnover for a LAK friend (kip)',
  'refund.minimum.LAK': 'refund.minimum for a LAK member (kip)',
  'refund.maximum.LAK': 'refund.maximum for a LAK member (kip), or null',
  'spinwheel.coinPerDeposit.LAK': 'One coin per this many kip of each deposit, or null',
  'spinwheel.coinPerTurnover.LAK': 'One coin per this many kip played in a completed day, or null',
  'currency.kipPerBaht':
    'Kip per baht for the figures set once in baht (bonus amounts and caps, wheel prizes and coupons): a LAK member gets them times this, rounded to 1,000 kip',
  'slip.closedHours': 'Daily hours when slip uploads are closed {from,until} (HH:mm) or null',
  'bonus.maxMultiplier':
    'Highest turnover multiplier a bonus definition may set (bonus:set refuses more; 10)',
  'bonus.recentDepositMinutes':
    'A bonus received this many minutes after an unplayed deposit is credited with it at once',
  'games.agentCreditAlert':
    "An aggregator's agent credit below this (in its currency, whole units) is an alert: back-office dashboard, /metrics game_provider_agent_credit_low; deposits into its games are refused once it cannot cover them",
  'sms.creditAlert':
    "SMS gateway credit (ThaiBulkSMS: the standard pool's remaining credit, about one per OTP text) below this is an alert: /metrics sms_credit_low and a warning in the log; read at most once a minute",
  'bankFeed.silentMinutes':
    'A forwarding device with no contact for longer than this many minutes is silent (devices list, back-office alert, /metrics bank_feed_silent_devices)',
  'bankFeed.noticeWindowMinutes':
    "A member's transfer notice and a waiting bank line of the same amount and account are paired (credited once) when their times are within this many minutes and exactly one pairing exists",
  'bankFeed.maxAgeMinutes':
    'A forwarded bank text credits automatically only if it arrives within this many minutes of the time it states (else it waits for staff as stale)',
  'invite.enabled': 'Invite rewards accrue and can be received',
  'invite.basis':
    "What an invited friend's reward is a percent of: first_deposit, deposits, turnover (per day) or net_loss (per day)",
  'invite.percent': 'Percent of the basis the inviter earns',
  'invite.capPerInvitee': 'Most one friend can ever earn the inviter (baht), or null',
  'invite.capPerMonth': 'Most an inviter can earn in a calendar month, site time (baht), or null',
  'invite.minTurnover': 'Turnover a friend must play before anything accrues (baht)',
  'invite.condition':
    'null: paid with no condition; {percentSuccess, percentFail}: received as a bonus with a balance target',
  'invite.banners': 'Banners before the invite modal: [{image, html:{th,la,en}}]',
  'refund.enabled': 'Refunds of losses can be received',
  'refund.period': 'day or week (Monday-based), in the site time zone',
  'refund.percent': "Percent of the period's net loss refunded",
  'refund.minimum': 'Smallest refund paid (baht); below it nothing is offered',
  'refund.maximum': 'Largest refund per period (baht), or null',
  'refund.claimHours': 'Hours after the period ends that a refund can be received, or null',
  'refund.condition':
    'null: paid with no condition; {percentSuccess, percentFail}: received as a bonus with a balance target',
  'refund.banners': 'Banners before the refund modal: [{image, html:{th,la,en}}]',
  'spinwheel.enabled': 'The prize wheel is on (home shows it; spins and coupon claims are open)',
  'spinwheel.coinPerDeposit':
    'One coin per this many baht of each deposit (credited by the rewards job), or null',
  'chat.greeting': 'Greeting bubble of the chat widget {th,la,en}',
  'chat.staffHours':
    'Daily hours agents answer the chat {from,until} (HH:mm, site time zone), or null for always',
  'chat.awayMessage':
    'Sent automatically outside staff hours or with no agent online, with the quick replies {th,la,en}',
  'chat.quickReplies':
    'Quick replies of the away message: [{postback, title:{th,la,en}, answer:{th,la,en}}]',
  'chat.cannedReplies':
    'Agents’ canned replies: [{title, message}] ({name} {phone} {agent} are filled in)',
  'spinwheel.coinPerTurnover':
    'One coin per this many baht played in a completed day (site time), or null',
};

export const SETTING_KEYS = Object.keys(settingSchemas) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingSchemas, key);
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
