import type { Locale } from '@wallet/contract';

/** The OTP message, in the language the visitor is using. */
export function otpSmsText(locale: Locale, site: string, code: string, ref: string): string {
  const text: Record<Locale, string> = {
    th: `รหัส OTP ของคุณคือ ${code} (รหัสอ้างอิง ${ref}) ใช้ได้ภายใน 5 นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
    la: `ລະຫັດ OTP ຂອງທ່ານແມ່ນ ${code} (ລະຫັດອ້າງອີງ ${ref}) ໃຊ້ໄດ້ພາຍໃນ 5 ນາທີ ຫ້າມບອກລະຫັດນີ້ໃຫ້ຜູ້ອື່ນ`,
    en: `Your OTP is ${code} (ref ${ref}), valid for 5 minutes. Never share this code.`,
  };
  return `[${site}] ${text[locale]}`;
}
