import type { Locale } from '@wallet/contract';

export type RefundState = 'ready' | 'inactive' | 'none' | 'received' | 'bonus' | 'expired' | 'zero';

/** The `info` line of the refund check (§3), in the member's language. */
const TEXTS: Record<RefundState, Record<Locale, string>> = {
  ready: {
    th: 'คุณรับคืนยอดเสียของรอบที่แล้วได้',
    la: 'ທ່ານຮັບຄືນຍອດເສຍຂອງຮອບກ່ອນໄດ້',
    en: 'Your refund for the last period is ready to receive.',
  },
  inactive: {
    th: 'ขณะนี้ปิดการคืนยอดเสีย',
    la: 'ຕອນນີ້ປິດການຄືນຍອດເສຍ',
    en: 'Refunds are switched off at the moment.',
  },
  none: {
    th: 'รอบที่แล้วไม่มียอดเสียที่คืนได้',
    la: 'ຮອບກ່ອນບໍ່ມີຍອດເສຍທີ່ຄືນໄດ້',
    en: 'There is no refund for the last period.',
  },
  received: {
    th: 'คุณรับคืนยอดเสียของรอบนี้แล้ว',
    la: 'ທ່ານຮັບຄືນຍອດເສຍຂອງຮອບນີ້ແລ້ວ',
    en: 'You have received this period’s refund already.',
  },
  bonus: {
    th: 'จบโบนัสที่ใช้งานอยู่ก่อน จึงจะรับคืนยอดเสียได้',
    la: 'ຈົບໂບນັດທີ່ໃຊ້ຢູ່ກ່ອນ ຈຶ່ງຈະຮັບຄືນຍອດເສຍໄດ້',
    en: 'End your active bonus first, then you can receive the refund.',
  },
  expired: {
    th: 'หมดเวลารับคืนยอดเสียของรอบนี้แล้ว',
    la: 'ໝົດເວລາຮັບຄືນຍອດເສຍຂອງຮອບນີ້ແລ້ວ',
    en: 'The time to receive this period’s refund has passed.',
  },
  zero: {
    th: 'ยอดคืนต่ำกว่าขั้นต่ำ',
    la: 'ຍອດຄືນຕ່ຳກວ່າຂັ້ນຕ່ຳ',
    en: 'The refund is below the minimum.',
  },
};

export const refundInfo = (state: RefundState, locale: Locale) => TEXTS[state][locale];
