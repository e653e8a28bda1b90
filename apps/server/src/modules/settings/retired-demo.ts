import type { Settings } from './definitions';

/**
 * Demo values a database may still hold from an earlier seed, which promised what the server
 * does not do (issue 23 §2: automatic withdrawals, credited within 1 minute, ending a bonus
 * "clears" the game balances, withdrawals in 15 minutes). `SettingsService.seed` replaces each
 * with today's demo value only while it is still exactly this, so an operator's own text stays.
 */
export const retiredDemoSettings: Partial<Settings> = {
  'site.notice': {
    th: 'ฝาก-ถอนอัตโนมัติตลอด 24 ชั่วโมง ยอดเข้าภายใน 1 นาที',
    la: 'ຝາກ-ຖອນອັດຕະໂນມັດຕະຫຼອດ 24 ຊົ່ວໂມງ ເງິນເຂົ້າພາຍໃນ 1 ນາທີ',
    en: 'Automatic deposits and withdrawals 24 hours a day, credited within 1 minute',
  },
  conditions: {
    th: [
      '<b>โบนัสทุกประเภท</b> ต้องทำยอดเทิร์นโอเวอร์ตามเงื่อนไขก่อนถอน',
      'เมื่อรับโบนัสแล้ว ต้อง<b>จบโบนัส</b>ก่อนฝากครั้งถัดไป',
      'การจบโบนัสจะล้างยอดเงินในเกมทั้งหมด',
      'ก่อนจบโบนัส คุณจะเห็นยอดที่ได้รับและยอดที่ถูกตัดเสมอ เมื่อจบโบนัสแล้ว ยอดทั้งหมดถอนได้',
    ],
    la: [
      '<b>ໂບນັດທຸກປະເພດ</b> ຕ້ອງເຮັດຍອດເທີນໂອເວີຕາມເງື່ອນໄຂກ່ອນຖອນ',
      'ເມື່ອຮັບໂບນັດແລ້ວ ຕ້ອງ<b>ຈົບໂບນັດ</b>ກ່ອນຝາກຄັ້ງຕໍ່ໄປ',
      'ການຈົບໂບນັດຈະລ້າງຍອດເງິນໃນເກມທັງໝົດ',
      'ກ່ອນຈົບໂບນັດ ທ່ານຈະເຫັນຍອດທີ່ໄດ້ຮັບ ແລະ ຍອດທີ່ຖືກຕັດສະເໝີ ເມື່ອຈົບໂບນັດແລ້ວ ຍອດທັງໝົດຖອນໄດ້',
    ],
    en: [
      '<b>Every bonus</b> carries a turnover condition that must be met before withdrawing.',
      'After receiving a bonus, you must <b>end the bonus</b> before your next deposit.',
      'Ending a bonus clears the balance held in games.',
      'Before you end a bonus you see what you keep and what is forfeited; once it has ended, your whole balance can be withdrawn.',
    ],
  },
  'chat.quickReplies': [
    {
      postback: 'HOW_TO_DEPOSIT',
      title: { th: 'วิธีฝากเงิน', la: 'ວິທີຝາກເງິນ', en: 'How to deposit' },
      answer: {
        th: 'กด "ฝาก" ที่หน้าหลัก เลือกสแกน QR หรือโอนผ่านธนาคารแล้วแนบสลิป ยอดเข้ากระเป๋าทันทีที่ตรวจสอบแล้ว',
        la: 'ກົດ "ຝາກ" ຢູ່ໜ້າຫຼັກ ເລືອກສະແກນ QR ຫຼື ໂອນຜ່ານທະນາຄານແລ້ວແນບສະລິບ ຍອດເຂົ້າກະເປົາທັນທີທີ່ກວດສອບແລ້ວ',
        en: 'Tap "Deposit" on home, scan the QR or transfer from your bank and attach the slip. The money lands as soon as it is checked.',
      },
    },
    {
      postback: 'WITHDRAWAL_TIMES',
      title: { th: 'เวลาถอนเงิน', la: 'ເວລາຖອນເງິນ', en: 'Withdrawal times' },
      answer: {
        th: 'ถอนได้ตลอด 24 ชั่วโมง ปกติเงินเข้าบัญชีภายใน 15 นาที',
        la: 'ຖອນໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ ປົກກະຕິເງິນເຂົ້າບັນຊີພາຍໃນ 15 ນາທີ',
        en: 'Withdrawals are open 24 hours; the money usually reaches your bank within 15 minutes.',
      },
    },
    {
      postback: 'FORGOT_PASSWORD',
      title: { th: 'ลืมรหัสผ่าน', la: 'ລືມລະຫັດຜ່ານ', en: 'Forgot password' },
      answer: {
        th: 'แจ้งเบอร์โทรที่สมัครไว้ในแชทนี้ เจ้าหน้าที่จะยืนยันตัวตนและช่วยตั้งรหัสผ่านใหม่ให้',
        la: 'ແຈ້ງເບີໂທທີ່ສະໝັກໄວ້ໃນແຊັດນີ້ ພະນັກງານຈະຢືນຢັນຕົວຕົນ ແລະ ຊ່ວຍຕັ້ງລະຫັດຜ່ານໃໝ່ໃຫ້',
        en: 'Tell us the phone number you registered with in this chat; an agent will check it is you and help you set a new password.',
      },
    },
  ],
  // the Thai banks alone, before the Lao deployment's banks were listed beside them
  banks: [
    { code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
    { code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
    { code: 'BBL', nameTH: 'ธนาคารกรุงเทพ', nameEN: 'Bangkok Bank' },
    { code: 'KTB', nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' },
    { code: 'TMB', nameTH: 'ธนาคารทหารไทยธนชาต', nameEN: 'TMBThanachart Bank' },
    { code: 'BAY', nameTH: 'ธนาคารกรุงศรีอยุธยา', nameEN: 'Bank of Ayudhya (Krungsri)' },
    { code: 'GSB', nameTH: 'ธนาคารออมสิน', nameEN: 'Government Savings Bank' },
    {
      code: 'BAAC',
      nameTH: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
      nameEN: 'Bank for Agriculture and Agricultural Cooperatives',
    },
    { code: 'KKP', nameTH: 'ธนาคารเกียรตินาคินภัทร', nameEN: 'Kiatnakin Phatra Bank' },
    { code: 'CIMB', nameTH: 'ธนาคารซีไอเอ็มบี ไทย', nameEN: 'CIMB Thai Bank' },
    { code: 'UOB', nameTH: 'ธนาคารยูโอบี', nameEN: 'United Overseas Bank (Thai)' },
    { code: 'LHB', nameTH: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', nameEN: 'Land and Houses Bank' },
    { code: 'TISCO', nameTH: 'ธนาคารทิสโก้', nameEN: 'TISCO Bank' },
    { code: 'GHB', nameTH: 'ธนาคารอาคารสงเคราะห์', nameEN: 'Government Housing Bank' },
  ],
};
