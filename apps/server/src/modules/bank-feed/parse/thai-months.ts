/**
 * Thai month names as push notifications write them (`24 พ.ค. 2568`): the abbreviations, the
 * full names, and OCR-style spacing (`พ . ค .`). Compared without dots and spaces; the twelve
 * abbreviations stay distinct that way.
 */
const MONTHS: readonly (readonly [abbr: string, full: string])[] = [
  ['ม.ค.', 'มกราคม'],
  ['ก.พ.', 'กุมภาพันธ์'],
  ['มี.ค.', 'มีนาคม'],
  ['เม.ย.', 'เมษายน'],
  ['พ.ค.', 'พฤษภาคม'],
  ['มิ.ย.', 'มิถุนายน'],
  ['ก.ค.', 'กรกฎาคม'],
  ['ส.ค.', 'สิงหาคม'],
  ['ก.ย.', 'กันยายน'],
  ['ต.ค.', 'ตุลาคม'],
  ['พ.ย.', 'พฤศจิกายน'],
  ['ธ.ค.', 'ธันวาคม'],
];

const squeeze = (s: string) => s.replace(/[.\s]/g, '');

const BY_NAME = new Map<string, number>(
  MONTHS.flatMap(([abbr, full], i) => [
    [squeeze(abbr), i + 1],
    [full, i + 1],
  ]),
);

/** `'พ.ค.'` → 5; null for anything that is not a Thai month name. */
export function thaiMonth(name: string): number | null {
  return BY_NAME.get(squeeze(name)) ?? null;
}

/** A capture for a Thai month name: Thai letters, dots and single spaces, then checked by thaiMonth. */
export const THAI_MONTH = String.raw`([\u0E00-\u0E7F][\u0E00-\u0E7F. ]{0,14}?)`;
