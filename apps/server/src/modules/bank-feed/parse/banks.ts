import type { DigitsAt, FeedBank, MaskedAccount, ThaiBankCode } from './types';

/**
 * The letter codes SCB and GSB put before a payer's account (`จากKBNK/x204816`, `จากบัญชี KBNK
 * 0427XXXX3318`, `KTB / xxxxxx6048`). KBNK, BBLA, KTB/KTBA, BAAC, TBNK, GSBA are seen in public
 * samples; the others follow the same pattern (**inferred**). TBNK (Thanachart) and TMBA merged
 * into ttb, the app's `TMB`.
 */
const LETTER_CODES: Readonly<Record<string, ThaiBankCode>> = {
  KBNK: 'KBANK',
  KBANK: 'KBANK',
  SCB: 'SCB',
  SCBA: 'SCB',
  BBL: 'BBL',
  BBLA: 'BBL',
  KTB: 'KTB',
  KTBA: 'KTB',
  BAY: 'BAY',
  BAYA: 'BAY',
  TMB: 'TMB',
  TMBA: 'TMB',
  TTB: 'TMB',
  TTBA: 'TMB',
  TBNK: 'TMB',
  TBANK: 'TMB',
  GSB: 'GSB',
  GSBA: 'GSB',
  BAAC: 'BAAC',
  KKP: 'KKP',
  KKPB: 'KKP',
  CIMB: 'CIMB',
  CIMBT: 'CIMB',
  UOB: 'UOB',
  UOBT: 'UOB',
  LHB: 'LHB',
  LHBA: 'LHB',
  LHBANK: 'LHB',
  TSCO: 'TISCO',
  TISCO: 'TISCO',
  GHB: 'GHB',
  GHBA: 'GHB',
};

/** Thai bank names as Krungthai NEXT writes the payer's bank (`จากบัญชี ไทยพาณิชย์ …`). */
const THAI_NAMES: readonly (readonly [name: string, code: ThaiBankCode])[] = [
  ['กสิกรไทย', 'KBANK'],
  ['ไทยพาณิชย์', 'SCB'],
  ['กรุงเทพ', 'BBL'],
  ['กรุงไทย', 'KTB'],
  ['กรุงศรีอยุธยา', 'BAY'],
  ['กรุงศรี', 'BAY'],
  ['ทหารไทยธนชาต', 'TMB'],
  ['ทีทีบี', 'TMB'],
  ['ทหารไทย', 'TMB'],
  ['ธนชาต', 'TMB'],
  ['ออมสิน', 'GSB'],
  ['ธ.ก.ส.', 'BAAC'],
  ['เพื่อการเกษตรและสหกรณ์การเกษตร', 'BAAC'],
  ['เกียรตินาคินภัทร', 'KKP'],
  ['เกียรตินาคิน', 'KKP'],
  ['ซีไอเอ็มบี ไทย', 'CIMB'],
  ['ซีไอเอ็มบี', 'CIMB'],
  ['ยูโอบี', 'UOB'],
  ['แลนด์ แอนด์ เฮ้าส์', 'LHB'],
  ['ทิสโก้', 'TISCO'],
  ['อาคารสงเคราะห์', 'GHB'],
];

/** A bank as a text names it (letter code or Thai name) → the app's code; null if unknown. */
export function bankFromText(shown: string): ThaiBankCode | null {
  const s = shown.trim();
  const letters = LETTER_CODES[s.toUpperCase()];
  if (letters) return letters;
  const name = s.replace(/^ธนาคาร|^ธ\.(?!ก\.ส\.)/, '').trim();
  return THAI_NAMES.find(([n]) => n === name)?.[1] ?? null;
}

/** The app's code for a member's registered bank code (older spellings: TTB, TBANK, LHBANK). */
export function normaliseBankCode(code: string): string {
  const c = code.trim().toUpperCase();
  return LETTER_CODES[c] ?? c;
}

/**
 * Who may send each bank's texts: the SMS sender names in public samples, and (**inferred**)
 * the app names and Android package ids forwarders report for push notifications. A text in a
 * bank's format from anyone else is not trusted (anyone can text the phone a look-alike).
 * Compared lower-case without spaces or punctuation.
 */
const SENDERS: Readonly<Record<FeedBank, readonly string[]>> = {
  KBANK: ['KBank', 'K PLUS', 'KPLUS', 'com.kasikorn.retail.mbanking.wap'],
  SCB: ['027777777', '+6627777777', 'SCB', 'SCB EASY', 'com.scb.phone'],
  KTB: ['Krungthai', 'KTB', 'Krungthai NEXT', 'ktbcs.netbank'],
  BBL: ['BANGKOKBANK', 'Bangkok Bank', 'Bualuang', 'com.bbl.mobilebanking'],
  BAY: ['Krungsri', 'KMA', 'Krungsri app', 'com.krungsri.kma'],
  TMB: ['TMBBank', 'ttbbank', 'ttb', 'ttb touch', 'com.TMBTOUCH.PRODUCTION'],
  GSB: ['GSB', 'MyMo', 'MyMo by GSB', 'com.mymo.gsb'],
  BAAC: ['BAAC', 'ธ.ก.ส.', 'A-Mobile', 'BAAC A-Mobile'],
};

const senderKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export function isSenderOf(bank: FeedBank, sender: string): boolean {
  const key = senderKey(sender);
  return key !== '' && SENDERS[bank].some((name) => senderKey(name) === key);
}

/**
 * A masked account number with its masks: `0427XXXX3318`, `XXX-X-XX805-8`, `xxxxxx6048`,
 * `xxx604218x`, `X-4417`. The visible digits after the mask are `digits`; a masked last digit
 * makes them `before-last`; digits before the mask are `first`. null when no digit follows the
 * mask or the shape is anything else.
 */
export function parseMask(shown: string): MaskedAccount | null {
  const s = shown.replace(/-/g, '');
  const m = /^(\d*)[xX]+(\d+)([xX]?)$/.exec(s);
  if (!m) return null;
  const [, first = '', digits = '', tail = ''] = m;
  const form: DigitsAt = tail ? 'before-last' : 'last';
  return first ? { digits, form, first } : { digits, form };
}
