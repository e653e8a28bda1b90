import type { Locale } from '@wallet/contract';

/**
 * Issue 13: bank and payment method names instead of the codes the server keeps. A bank is
 * found by its letter code (KBANK), an older or longer spelling of it (TMB, LHBANK) or, for the
 * Thai banks, the 3-digit Thai bank code a slip's QR carries (004). `name` is the full name (a
 * deposit account, the withdrawal's bank); `short` is what members call it, for tight places
 * (the statement's "from → to", the QR provider tabs).
 */
type Names = Readonly<Record<Locale, string>>;
type Bank = {
  code: string;
  /** The 3-digit code of the Bank of Thailand (Thai banks only). */
  thaiCode?: string;
  aliases?: readonly string[];
  name: Names;
  short: Names;
};

const THAI_BANKS: readonly Bank[] = [
  {
    code: 'BBL',
    thaiCode: '002',
    name: { th: 'ธนาคารกรุงเทพ', la: 'ທະນາຄານກຸງເທບ', en: 'Bangkok Bank' },
    short: { th: 'กรุงเทพ', la: 'ກຸງເທບ', en: 'Bangkok Bank' },
  },
  {
    code: 'KBANK',
    thaiCode: '004',
    name: { th: 'ธนาคารกสิกรไทย', la: 'ທະນາຄານກະສິກອນໄທ', en: 'Kasikornbank' },
    short: { th: 'กสิกรไทย', la: 'ກະສິກອນໄທ', en: 'KBank' },
  },
  {
    code: 'KTB',
    thaiCode: '006',
    name: { th: 'ธนาคารกรุงไทย', la: 'ທະນາຄານກຸງໄທ', en: 'Krungthai Bank' },
    short: { th: 'กรุงไทย', la: 'ກຸງໄທ', en: 'Krungthai' },
  },
  {
    code: 'TTB',
    thaiCode: '011',
    aliases: ['TMB', 'TBANK'],
    name: { th: 'ธนาคารทหารไทยธนชาต', la: 'ທະນາຄານທະຫານໄທທະນະຊາດ', en: 'TMBThanachart Bank' },
    short: { th: 'ทีทีบี', la: 'ທີທີບີ', en: 'ttb' },
  },
  {
    code: 'SCB',
    thaiCode: '014',
    name: { th: 'ธนาคารไทยพาณิชย์', la: 'ທະນາຄານໄທພານິດ', en: 'Siam Commercial Bank' },
    short: { th: 'ไทยพาณิชย์', la: 'ໄທພານິດ', en: 'SCB' },
  },
  {
    code: 'CIMB',
    thaiCode: '022',
    aliases: ['CIMBT'],
    name: { th: 'ธนาคารซีไอเอ็มบี ไทย', la: 'ທະນາຄານຊີໄອເອັມບີ ໄທ', en: 'CIMB Thai Bank' },
    short: { th: 'ซีไอเอ็มบี ไทย', la: 'ຊີໄອເອັມບີ ໄທ', en: 'CIMB Thai' },
  },
  {
    code: 'UOB',
    thaiCode: '024',
    aliases: ['UOBT'],
    name: { th: 'ธนาคารยูโอบี', la: 'ທະນາຄານຢູໂອບີ', en: 'UOB Thailand' },
    short: { th: 'ยูโอบี', la: 'ຢູໂອບີ', en: 'UOB' },
  },
  {
    code: 'BAY',
    thaiCode: '025',
    name: {
      th: 'ธนาคารกรุงศรีอยุธยา',
      la: 'ທະນາຄານກຸງສີອະຍຸທະຍາ',
      en: 'Bank of Ayudhya (Krungsri)',
    },
    short: { th: 'กรุงศรี', la: 'ກຸງສີ', en: 'Krungsri' },
  },
  {
    code: 'GSB',
    thaiCode: '030',
    name: { th: 'ธนาคารออมสิน', la: 'ທະນາຄານອອມສິນ', en: 'Government Savings Bank' },
    short: { th: 'ออมสิน', la: 'ອອມສິນ', en: 'GSB' },
  },
  {
    code: 'GHB',
    thaiCode: '033',
    name: { th: 'ธนาคารอาคารสงเคราะห์', la: 'ທະນາຄານອາຄານສົງເຄາະ', en: 'Government Housing Bank' },
    short: { th: 'ธอส.', la: 'ທອສ.', en: 'GHB' },
  },
  {
    code: 'BAAC',
    thaiCode: '034',
    name: {
      th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
      la: 'ທະນາຄານເພື່ອການກະເສດ ແລະ ສະຫະກອນການກະເສດ',
      en: 'Bank for Agriculture and Agricultural Cooperatives',
    },
    short: { th: 'ธ.ก.ส.', la: 'ທ.ກ.ສ.', en: 'BAAC' },
  },
  {
    code: 'TISCO',
    thaiCode: '067',
    name: { th: 'ธนาคารทิสโก้', la: 'ທະນາຄານທິສໂກ້', en: 'TISCO Bank' },
    short: { th: 'ทิสโก้', la: 'ທິສໂກ້', en: 'TISCO' },
  },
  {
    code: 'KKP',
    thaiCode: '069',
    name: { th: 'ธนาคารเกียรตินาคินภัทร', la: 'ທະນາຄານກຽດຕິນາຄິນພັດ', en: 'Kiatnakin Phatra Bank' },
    short: { th: 'เกียรตินาคินภัทร', la: 'ກຽດຕິນາຄິນພັດ', en: 'KKP' },
  },
  {
    code: 'LHB',
    thaiCode: '073',
    aliases: ['LHBANK', 'LH'],
    name: {
      th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์',
      la: 'ທະນາຄານແລນ ແອນ ເຮົ້າສ໌',
      en: 'Land and Houses Bank',
    },
    short: { th: 'แลนด์ แอนด์ เฮ้าส์', la: 'ແລນ ແອນ ເຮົ້າສ໌', en: 'LH Bank' },
  },
];

/** The banks of the Lao deployment (letter codes as Lao banks write them). */
const LAO_BANKS: readonly Bank[] = [
  {
    code: 'BCEL',
    name: {
      th: 'ธนาคารการค้าต่างประเทศลาว',
      la: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ',
      en: 'Banque pour le Commerce Extérieur Lao',
    },
    short: { th: 'BCEL', la: 'BCEL', en: 'BCEL' },
  },
  {
    code: 'LDB',
    name: { th: 'ธนาคารพัฒนาลาว', la: 'ທະນາຄານພັດທະນາລາວ', en: 'Lao Development Bank' },
    short: { th: 'LDB', la: 'LDB', en: 'LDB' },
  },
  {
    code: 'APB',
    name: {
      th: 'ธนาคารส่งเสริมกสิกรรม',
      la: 'ທະນາຄານສົ່ງເສີມກະສິກຳ',
      en: 'Agricultural Promotion Bank',
    },
    short: { th: 'APB', la: 'APB', en: 'APB' },
  },
  {
    code: 'JDB',
    name: { th: 'ธนาคารร่วมพัฒนา', la: 'ທະນາຄານຮ່ວມພັດທະນາ', en: 'Joint Development Bank' },
    short: { th: 'JDB', la: 'JDB', en: 'JDB' },
  },
  {
    code: 'LVB',
    name: {
      th: 'ธนาคารร่วมธุรกิจลาว-เวียด',
      la: 'ທະນາຄານຮ່ວມທຸລະກິດ ລາວ-ຫວຽດ',
      en: 'Lao-Viet Bank',
    },
    short: { th: 'LVB', la: 'LVB', en: 'LVB' },
  },
  {
    code: 'BFL',
    name: { th: 'ธนาคารฝรั่ง-ลาว', la: 'ທະນາຄານ ຝຣັ່ງ-ລາວ', en: 'Banque Franco-Lao' },
    short: { th: 'BFL', la: 'BFL', en: 'BFL' },
  },
  {
    code: 'STB',
    name: { th: 'ธนาคารเอสที', la: 'ທະນາຄານ ເອັສທີ', en: 'ST Bank' },
    short: { th: 'ST Bank', la: 'ST Bank', en: 'ST Bank' },
  },
  {
    code: 'IB',
    name: { th: 'ธนาคารอินโดจีน', la: 'ທະນາຄານ ອິນດູຈີນ', en: 'Indochina Bank' },
    short: { th: 'IB', la: 'IB', en: 'IB' },
  },
  {
    code: 'PSVB',
    name: { th: 'ธนาคารพงสะหวัน', la: 'ທະນາຄານ ພົງສະຫວັນ', en: 'Phongsavanh Bank' },
    short: { th: 'พงสะหวัน', la: 'ພົງສະຫວັນ', en: 'Phongsavanh' },
  },
];

/** Not banks: the member's wallet, TrueMoney, and a transfer whose bank is not known. */
const WALLET: Names = { th: 'กระเป๋าเงิน', la: 'ກະເປົາເງິນ', en: 'Wallet' };
const TRUEMONEY: Names = { th: 'ทรูมันนี่', la: 'ທຣູມັນນີ່', en: 'TrueMoney' };
const BANK_TRANSFER: Names = { th: 'โอนผ่านธนาคาร', la: 'ໂອນຜ່ານທະນາຄານ', en: 'Bank transfer' };
const PLACES: Readonly<Record<string, Names>> = {
  WALLET,
  TRUEMONEY,
  // a deposit notice (staff check the bank), a withdrawal to an unknown bank, an unread slip
  MANUAL: BANK_TRANSFER,
  BANK: BANK_TRANSFER,
  UNKNOWN: BANK_TRANSFER,
};

const BY_CODE = new Map<string, Bank>();
for (const bank of [...THAI_BANKS, ...LAO_BANKS]) {
  BY_CODE.set(bank.code, bank);
  for (const alias of bank.aliases ?? []) BY_CODE.set(alias, bank);
  if (bank.thaiCode) BY_CODE.set(bank.thaiCode, bank);
}

/** "4", "04" and "004" are the same Thai bank code; letter codes in any case. */
const normalize = (code: string): string => {
  const trimmed = code.trim().toUpperCase();
  return /^\d{1,3}$/.test(trimmed) ? trimmed.padStart(3, '0') : trimmed;
};

/** The bank of a code, if the table knows it. */
export function findBank(code: string | null | undefined): Bank | undefined {
  return code ? BY_CODE.get(normalize(code)) : undefined;
}

/** The bank's name in `locale` (`short`: what members call it), or null for an unknown code. */
export function bankName(
  code: string | null | undefined,
  locale: Locale,
  { short = false }: { short?: boolean } = {},
): string | null {
  const bank = findBank(code);
  return bank ? (short ? bank.short : bank.name)[locale] : null;
}

/**
 * A bank the server also names (a deposit account, the member's own account): the table's name
 * in the member's language when it knows the code, otherwise the server's (Thai unless English).
 */
export function bankDisplayName(
  code: string | null | undefined,
  server: { nameTH: string; nameEN: string },
  locale: Locale,
): string {
  return bankName(code, locale) ?? (locale === 'en' ? server.nameEN : server.nameTH);
}

/**
 * Where money came from or went, as a statement side or a deposit method: the wallet, TrueMoney,
 * a generic "Bank transfer" (MANUAL, BANK, UNKNOWN), or a bank's short name. Null for anything
 * else (games keep the name the server sends; the statement names its own system sides).
 */
export function moneyPlaceName(code: string, locale: Locale): string | null {
  const key = normalize(code);
  if (Object.hasOwn(PLACES, key)) return PLACES[key]![locale];
  return bankName(key, locale, { short: true });
}

const CURRENCIES: Readonly<Record<string, Names>> = {
  BAHT: { th: 'บาท', la: 'ບາດ', en: 'THB' },
  THB: { th: 'บาท', la: 'ບາດ', en: 'THB' },
  LAK: { th: 'กีบ', la: 'ກີບ', en: 'LAK' },
  KIP: { th: 'กีบ', la: 'ກີບ', en: 'LAK' },
};

/** A currency code as the language writes it (th บาท, la ກີບ for LAK, en THB/LAK); else as sent. */
export function currencyName(code: string, locale: Locale): string {
  const key = code.trim().toUpperCase();
  return Object.hasOwn(CURRENCIES, key) ? CURRENCIES[key]![locale] : code;
}
