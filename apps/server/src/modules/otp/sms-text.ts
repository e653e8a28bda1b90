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

/**
 * The login step-up code (issue 14), in the language of the login page. It says what the code is
 * for and asks a member who did not try to log in to change the password: the code is sent only
 * after repeated failed logins.
 */
export function loginOtpSmsText(locale: Locale, site: string, code: string, ref: string): string {
  const text: Record<Locale, string> = {
    th: `รหัสเข้าสู่ระบบของคุณคือ ${code} (รหัสอ้างอิง ${ref}) ใช้ได้ภายใน 5 นาที ห้ามบอกรหัสนี้กับผู้อื่น หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่าน`,
    la: `ລະຫັດເຂົ້າສູ່ລະບົບຂອງທ່ານແມ່ນ ${code} (ລະຫັດອ້າງອີງ ${ref}) ໃຊ້ໄດ້ພາຍໃນ 5 ນາທີ ຫ້າມບອກລະຫັດນີ້ໃຫ້ຜູ້ອື່ນ ຖ້າບໍ່ແມ່ນທ່ານ ກະລຸນາປ່ຽນລະຫັດຜ່ານ`,
    en: `Your login code is ${code} (ref ${ref}), valid for 5 minutes. Never share it. Not you? Change your password.`,
  };
  return `[${site}] ${text[locale]}`;
}
