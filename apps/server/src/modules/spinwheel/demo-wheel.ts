import type { WheelDefinition, WheelSliceDefinition } from '@wallet/contract';

const text = (th: string, la: string, en: string) => ({ th, la, en });

const coupon = (
  amount: number,
  condition: { percentSuccess: number; percentFail: number } | null,
) => ({ kind: 'coupon', amount, condition, validDays: 7 }) as const;

const slice = (
  code: string,
  label: WheelSliceDefinition['label'],
  weight: number,
  prize: WheelSliceDefinition['prize'],
  colors: [string, string],
  htmlDescription: WheelSliceDefinition['htmlDescription'],
): WheelSliceDefinition => ({
  code,
  label,
  weight,
  prize,
  bgColor: colors[0],
  textColor: colors[1],
  htmlDescription,
});

/**
 * The wheel a fresh site starts with (published as version 1 when none exists). Weights add up
 * to 100, so each weight reads as a percent; an operator publishes their own with
 * `npm run operator -- spinwheel:set FILE.json`.
 */
export const DEMO_WHEEL: WheelDefinition = {
  name: text('วงล้อนำโชค', 'ວົງລໍ້ນຳໂຊກ', 'Lucky wheel'),
  slices: [
    slice(
      'B10',
      text('฿10', '฿10', '฿10'),
      25,
      coupon(10, null),
      ['#1f3b73', '#ffffff'],
      text(
        '<p>คูปอง 10 บาท ไม่มีเงื่อนไข</p>',
        '<p>ຄູປອງ 10 ບາດ ບໍ່ມີເງື່ອນໄຂ</p>',
        '<p>A ฿10 coupon, no condition</p>',
      ),
    ),
    slice(
      'NONE',
      text('ลองใหม่', 'ລອງໃໝ່', 'Try again'),
      30,
      { kind: 'nothing' },
      ['#e9edf5', '#1f3b73'],
      text('<p>ไม่ได้รางวัลในรอบนี้</p>', '<p>ບໍ່ໄດ້ລາງວັນໃນຮອບນີ້</p>', '<p>No prize this time</p>'),
    ),
    slice(
      'B20',
      text('฿20', '฿20', '฿20'),
      12,
      coupon(20, null),
      ['#f5b700', '#1f1f1f'],
      text(
        '<p>คูปอง 20 บาท ไม่มีเงื่อนไข</p>',
        '<p>ຄູປອງ 20 ບາດ ບໍ່ມີເງື່ອນໄຂ</p>',
        '<p>A ฿20 coupon, no condition</p>',
      ),
    ),
    slice(
      'COIN1',
      text('+1 เหรียญ', '+1 ຫຼຽນ', '+1 coin'),
      15,
      { kind: 'coins', coins: 1 },
      ['#17a398', '#ffffff'],
      text('<p>ได้เหรียญคืน 1 เหรียญ</p>', '<p>ໄດ້ຫຼຽນຄືນ 1 ຫຼຽນ</p>', '<p>One coin back</p>'),
    ),
    slice(
      'B50',
      text('฿50', '฿50', '฿50'),
      6,
      coupon(50, null),
      ['#e4572e', '#ffffff'],
      text(
        '<p>คูปอง 50 บาท ไม่มีเงื่อนไข</p>',
        '<p>ຄູປອງ 50 ບາດ ບໍ່ມີເງື່ອນໄຂ</p>',
        '<p>A ฿50 coupon, no condition</p>',
      ),
    ),
    slice(
      'COIN2',
      text('+2 เหรียญ', '+2 ຫຼຽນ', '+2 coins'),
      8,
      { kind: 'coins', coins: 2 },
      ['#0b7a75', '#ffffff'],
      text('<p>ได้เหรียญ 2 เหรียญ</p>', '<p>ໄດ້ຫຼຽນ 2 ຫຼຽນ</p>', '<p>Two coins</p>'),
    ),
    slice(
      'B100',
      text('฿100', '฿100', '฿100'),
      3,
      coupon(100, { percentSuccess: 300, percentFail: 50 }),
      ['#6a4c93', '#ffffff'],
      text(
        '<p>คูปอง 100 บาท รับเป็นโบนัส: ทำยอดให้ถึง 300% ของรางวัล</p>',
        '<p>ຄູປອງ 100 ບາດ ຮັບເປັນໂບນັດ: ເຮັດຍອດໃຫ້ຮອດ 300% ຂອງລາງວັນ</p>',
        '<p>A ฿100 coupon received as a bonus: reach 300% of the prize</p>',
      ),
    ),
    slice(
      'B500',
      text('฿500', '฿500', '฿500'),
      1,
      coupon(500, { percentSuccess: 300, percentFail: 50 }),
      ['#c9184a', '#ffffff'],
      text(
        '<p>คูปอง 500 บาท รับเป็นโบนัส: ทำยอดให้ถึง 300% ของรางวัล</p>',
        '<p>ຄູປອງ 500 ບາດ ຮັບເປັນໂບນັດ: ເຮັດຍອດໃຫ້ຮອດ 300% ຂອງລາງວັນ</p>',
        '<p>A ฿500 coupon received as a bonus: reach 300% of the prize</p>',
      ),
    ),
  ],
};
