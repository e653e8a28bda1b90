import type { BonusDefinition } from '@wallet/contract';

const banner = (code: string, html: BonusDefinition['title']) => ({
  image: `/media/bonus/${code.toLowerCase()}.svg`,
  html,
});

/** The bonuses and the promotion a fresh site starts with (operators replace them with bonus:set). */
/** Names of the hidden reward bonuses, as the bonus page and statement show them. */
function rewardTexts(
  title: BonusDefinition['title'],
  description: BonusDefinition['description'],
): Pick<BonusDefinition, 'title' | 'description'> {
  return { title, description };
}

const REWARD_TEXTS = {
  INVITE_REWARD: rewardTexts(
    { th: 'โบนัสชวนเพื่อน', la: 'ໂບນັດຊວນໝູ່', en: 'Invite reward' },
    {
      th: 'รางวัลจากการชวนเพื่อน รับเป็นโบนัสที่มีเงื่อนไข',
      la: 'ລາງວັນຈາກການຊວນໝູ່ ຮັບເປັນໂບນັດທີ່ມີເງື່ອນໄຂ',
      en: 'Your invite reward, received as a bonus with a condition',
    },
  ),
  REFUND_REWARD: rewardTexts(
    { th: 'คืนยอดเสีย', la: 'ຄືນຍອດເສຍ', en: 'Refund of losses' },
    {
      th: 'คืนยอดเสียของรอบ รับเป็นโบนัสที่มีเงื่อนไข',
      la: 'ຄືນຍອດເສຍຂອງຮອບ ຮັບເປັນໂບນັດທີ່ມີເງື່ອນໄຂ',
      en: 'A period’s refund of losses, received as a bonus with a condition',
    },
  ),
  LUCKYDRAW_REWARD: rewardTexts(
    { th: 'รางวัลวงล้อ', la: 'ລາງວັນວົງລໍ້', en: 'Prize wheel coupon' },
    {
      th: 'คูปองรางวัลจากวงล้อ รับเป็นโบนัสที่มีเงื่อนไข',
      la: 'ຄູປອງລາງວັນຈາກວົງລໍ້ ຮັບເປັນໂບນັດທີ່ມີເງື່ອນໄຂ',
      en: 'A prize wheel coupon, received as a bonus with a condition',
    },
  ),
} as const;

export const DEMO_BONUSES: BonusDefinition[] = [
  {
    code: 'WELCOME100',
    kind: 'bonus',
    type: 'limit',
    maxReceived: 1,
    amountRule: { kind: 'percent', percent: 100, cap: 500 },
    minDeposit: 100,
    condition: { kind: 'turnover', multiplier: 3, base: 'deposit_bonus' },
    contributions: [
      { category: 'slot', factor: 1 },
      { category: 'sport', factor: 0.5 },
      { category: 'lotto', factor: 0 },
    ],
    percentFail: 5,
    maxWithdraw: null,
    title: {
      th: 'โบนัสต้อนรับ 100%',
      la: 'ໂບນັດຕ້ອນຮັບ 100%',
      en: 'Welcome bonus 100%',
    },
    description: {
      th: 'ฝากครั้งแรกรับโบนัส 100% สูงสุด 500 บาท ทำเทิร์นโอเวอร์ 3 เท่าของยอดฝากรวมโบนัส',
      la: 'ຝາກຄັ້ງທຳອິດຮັບໂບນັດ 100% ສູງສຸດ 500 ບາດ ເຮັດເທີນໂອເວີ 3 ເທົ່າຂອງຍອດຝາກລວມໂບນັດ',
      en: 'Your first deposit doubled, up to 500 baht. Turnover 3× deposit plus bonus.',
    },
    banners: [
      banner('WELCOME100', {
        th: '<p><b>รับ 100%</b> สูงสุด 500 บาท</p>',
        la: '<p><b>ຮັບ 100%</b> ສູງສຸດ 500 ບາດ</p>',
        en: '<p><b>Get 100%</b> up to 500 baht</p>',
      }),
    ],
    startsAt: null,
    endsAt: null,
    enabled: true,
    sortOrder: 1,
  },
  {
    code: 'DAILY10',
    kind: 'bonus',
    type: 'day',
    maxReceived: 1,
    amountRule: { kind: 'percent', percent: 10, cap: 300 },
    minDeposit: 50,
    condition: { kind: 'turnover', multiplier: 2, base: 'bonus' },
    contributions: [
      { category: 'slot', factor: 1 },
      { category: 'sport', factor: 1 },
    ],
    percentFail: 0,
    maxWithdraw: null,
    title: { th: 'โบนัสรายวัน 10%', la: 'ໂບນັດລາຍວັນ 10%', en: 'Daily bonus 10%' },
    description: {
      th: 'รับ 10% ของยอดฝาก สูงสุด 300 บาท วันละครั้ง ทำเทิร์นโอเวอร์ 2 เท่าของโบนัส',
      la: 'ຮັບ 10% ຂອງຍອດຝາກ ສູງສຸດ 300 ບາດ ມື້ລະຄັ້ງ ເຮັດເທີນໂອເວີ 2 ເທົ່າຂອງໂບນັດ',
      en: '10% of a deposit, up to 300 baht, once a day. Turnover 2× the bonus.',
    },
    banners: [
      banner('DAILY10', {
        th: '<p><b>ทุกวัน</b> รับเพิ่ม 10%</p>',
        la: '<p><b>ທຸກມື້</b> ຮັບເພີ່ມ 10%</p>',
        en: '<p><b>Every day</b> 10% more</p>',
      }),
    ],
    startsAt: null,
    endsAt: null,
    enabled: true,
    sortOrder: 2,
  },
  {
    code: 'WEEKLY50',
    kind: 'bonus',
    type: 'week',
    maxReceived: 2,
    amountRule: { kind: 'fixed', amount: 50 },
    minDeposit: 300,
    condition: { kind: 'credit_target', percentSuccess: 300, base: 'bonus' },
    contributions: [{ category: 'slot', factor: 1 }],
    percentFail: 20,
    maxWithdraw: 1000,
    title: { th: 'โบนัส 50 บาท ประจำสัปดาห์', la: 'ໂບນັດ 50 ບາດ ປະຈຳອາທິດ', en: 'Weekly 50 baht' },
    description: {
      th: 'ฝาก 300 บาทขึ้นไปรับ 50 บาท สัปดาห์ละ 2 ครั้ง ทำยอดเงินรวมให้ถึง 3 เท่าของโบนัส ถอนได้สูงสุด 1,000 บาท',
      la: 'ຝາກ 300 ບາດຂຶ້ນໄປຮັບ 50 ບາດ ອາທິດລະ 2 ຄັ້ງ ເຮັດຍອດເງິນລວມໃຫ້ຮອດ 3 ເທົ່າຂອງໂບນັດ ຖອນໄດ້ສູງສຸດ 1,000 ບາດ',
      en: 'Deposit 300 or more, get 50 baht, twice a week. Reach a balance of 3× the bonus; withdraw up to 1,000.',
    },
    banners: [
      banner('WEEKLY50', {
        th: '<p>รับ <b>50 บาท</b> ทุกสัปดาห์</p>',
        la: '<p>ຮັບ <b>50 ບາດ</b> ທຸກອາທິດ</p>',
        en: '<p><b>50 baht</b> every week</p>',
      }),
    ],
    startsAt: null,
    endsAt: null,
    enabled: true,
    sortOrder: 3,
  },
  {
    code: 'LUCKY50',
    kind: 'promotion',
    type: 'limit',
    maxReceived: 1,
    amountRule: { kind: 'fixed', amount: 50 },
    minDeposit: 100,
    condition: { kind: 'turnover', multiplier: 2, base: 'bonus' },
    contributions: [{ category: 'slot', factor: 1 }],
    percentFail: 10,
    maxWithdraw: null,
    title: { th: 'โค้ด LUCKY50', la: 'ໂຄດ LUCKY50', en: 'Code LUCKY50' },
    description: {
      th: 'ฝาก 100 บาทขึ้นไปรับ 50 บาท ทำเทิร์นโอเวอร์ 2 เท่าของโบนัส ใช้ได้ครั้งเดียว',
      la: 'ຝາກ 100 ບາດຂຶ້ນໄປຮັບ 50 ບາດ ເຮັດເທີນໂອເວີ 2 ເທົ່າຂອງໂບນັດ ໃຊ້ໄດ້ຄັ້ງດຽວ',
      en: 'Deposit 100 or more and get 50 baht. Turnover 2× the bonus. Once per member.',
    },
    banners: [],
    startsAt: null,
    endsAt: null,
    enabled: true,
    sortOrder: 10,
  },
  // the rows invite and refund rewards received as a bonus point at (issue 9): never listed,
  // never found by code (disabled); their texts name the bonus on the bonus page and statement
  ...(['INVITE_REWARD', 'REFUND_REWARD', 'LUCKYDRAW_REWARD'] as const).map(
    (code): BonusDefinition => ({
      code,
      kind: 'promotion',
      type: 'limit',
      maxReceived: 1000,
      amountRule: { kind: 'fixed', amount: 1 },
      minDeposit: 0,
      condition: { kind: 'credit_target', percentSuccess: 200, base: 'bonus' },
      contributions: [{ category: 'slot', factor: 1 }],
      percentFail: 0,
      maxWithdraw: null,
      ...REWARD_TEXTS[code],
      banners: [],
      startsAt: null,
      endsAt: null,
      enabled: false,
      sortOrder: 1000,
    }),
  ),
];
