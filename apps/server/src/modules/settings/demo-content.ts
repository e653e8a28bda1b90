import type { Settings } from './definitions';

/** A Lao bank option: kip accounts, names in th/la/en and its logo under /media/banks. */
function laoBank(code: string, nameTH: string, nameLA: string, nameEN: string) {
  const logo = `/media/banks/${code.toLowerCase()}.svg`;
  return { code, nameTH, nameLA, nameEN, logo, currency: 'LAK' as const };
}

/**
 * Demo content seeded into a new database so a fresh clone shows a complete site. Operators
 * replace any of it with `npm run operator -- settings set KEY VALUE`.
 */
export const demoSettings: Settings = {
  'site.name': 'Lucky Wallet',
  'site.website': 'https://luckywallet.example',
  'site.deployment': 'TH',
  'site.timeZone': 'Asia/Bangkok',
  'site.active': true,
  'site.buddhistEra': true,
  // issue 23 §2: promises only what the server does: a paid QR is credited by the payment's
  // webhook; a withdrawal is set aside at once and paid out by staff (decision 008)
  'site.notice': {
    th: 'ฝากผ่าน QR ยอดเข้ากระเป๋าทันทีที่ได้รับชำระ ส่วนการถอน เจ้าหน้าที่จะโอนเข้าบัญชีธนาคารของคุณ',
    la: 'ຝາກຜ່ານ QR ຍອດເຂົ້າກະເປົາທັນທີທີ່ໄດ້ຮັບການຊຳລະ ສ່ວນການຖອນ ພະນັກງານຈະໂອນເຂົ້າບັນຊີທະນາຄານຂອງທ່ານ',
    en: 'QR deposits are credited as soon as the payment arrives. Withdrawals are paid to your bank account by our staff.',
  },
  'contact.text': {
    th: 'ทีมงานพร้อมดูแลทุกวันตลอด 24 ชั่วโมง ติดต่อเราทาง LINE ได้ทันที หรือสแกน QR ด้านล่าง',
    la: 'ທີມງານພ້ອມໃຫ້ບໍລິການທຸກມື້ຕະຫຼອດ 24 ຊົ່ວໂມງ ຕິດຕໍ່ພວກເຮົາທາງ LINE ໄດ້ທັນທີ ຫຼື ສະແກນ QR ດ້ານລຸ່ມ',
    en: 'Our team is here every day, around the clock. Message us on LINE or scan the QR code below.',
  },
  'contact.lineLink': 'https://line.me/R/ti/p/@demo-wallet',
  'contact.lineName': '@demo-wallet',
  'contact.lineQR': '/media/line-qr.png',
  // decision 010: a condition is a turnover or a balance target; ending moves every game balance
  // into the wallet first, then takes the forfeit (if any) from the wallet
  conditions: {
    th: [
      '<b>โบนัสทุกประเภท</b> มีเงื่อนไขที่ต้องทำให้ครบ (ยอดเทิร์นโอเวอร์ หรือยอดเงินตามที่กำหนด) ระหว่างใช้โบนัสจะถอนเงินไม่ได้',
      'เมื่อรับโบนัสแล้ว ต้อง<b>จบโบนัส</b>ก่อนฝากครั้งถัดไป',
      'การจบโบนัสจะย้ายยอดเงินในทุกเกมกลับเข้ากระเป๋าก่อน จากนั้นจึงหักยอดที่ถูกตัด (ถ้ามี) ออกจากกระเป๋า',
      'ก่อนจบโบนัส คุณจะเห็นยอดที่ได้รับและยอดที่ถูกตัดเสมอ เมื่อจบโบนัสแล้ว ยอดทั้งหมดถอนได้',
    ],
    la: [
      '<b>ໂບນັດທຸກປະເພດ</b> ມີເງື່ອນໄຂທີ່ຕ້ອງເຮັດໃຫ້ຄົບ (ຍອດເທີນໂອເວີ ຫຼື ຍອດເງິນຕາມທີ່ກຳນົດ) ລະຫວ່າງໃຊ້ໂບນັດຈະຖອນເງິນບໍ່ໄດ້',
      'ເມື່ອຮັບໂບນັດແລ້ວ ຕ້ອງ<b>ຈົບໂບນັດ</b>ກ່ອນຝາກຄັ້ງຕໍ່ໄປ',
      'ການຈົບໂບນັດຈະຍ້າຍຍອດເງິນໃນທຸກເກມກັບເຂົ້າກະເປົາກ່ອນ ຈາກນັ້ນຈຶ່ງຫັກຍອດທີ່ຖືກຕັດ (ຖ້າມີ) ອອກຈາກກະເປົາ',
      'ກ່ອນຈົບໂບນັດ ທ່ານຈະເຫັນຍອດທີ່ໄດ້ຮັບ ແລະ ຍອດທີ່ຖືກຕັດສະເໝີ ເມື່ອຈົບໂບນັດແລ້ວ ຍອດທັງໝົດຖອນໄດ້',
    ],
    en: [
      '<b>Every bonus</b> has a condition to complete (a turnover to play or a balance to reach). While it runs you cannot withdraw.',
      'After receiving a bonus, you must <b>end the bonus</b> before your next deposit.',
      'Ending a bonus first moves every game balance back to your wallet; then the forfeit, if any, is taken from your wallet.',
      'Before you end a bonus you see what you keep and what is forfeited; once it has ended, your whole balance can be withdrawn.',
    ],
  },
  agreements: {
    th: [
      '<p>สมาชิกต้องมีอายุ 18 ปีบริบูรณ์ขึ้นไป และใช้บัญชีธนาคารที่เป็นชื่อของตนเองเท่านั้น</p><p>หนึ่งคนต่อหนึ่งบัญชี หากพบการสมัครซ้ำ ทางเว็บไซต์ขอสงวนสิทธิ์ระงับบัญชี</p>',
    ],
    la: [
      '<p>ສະມາຊິກຕ້ອງມີອາຍຸ 18 ປີບໍລິບູນຂຶ້ນໄປ ແລະ ໃຊ້ບັນຊີທະນາຄານທີ່ເປັນຊື່ຂອງຕົນເອງເທົ່ານັ້ນ</p><p>ໜຶ່ງຄົນຕໍ່ໜຶ່ງບັນຊີ ຫາກພົບການສະໝັກຊ້ຳ ເວັບໄຊຂໍສະຫງວນສິດລະງັບບັນຊີ</p>',
    ],
    en: [
      '<p>Members must be 18 or older and may only use a bank account in their own name.</p><p>One account per person. Duplicate registrations may be suspended.</p>',
    ],
  },
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
    // the Lao deployment's banks (spec §2 step 4: a LAK wallet registers a Lao bank account);
    // the Thai banks above hold baht and are offered to BAHT wallets only
    laoBank(
      'BCEL',
      'ธนาคารการค้าต่างประเทศลาว',
      'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ',
      'Banque pour le Commerce Extérieur Lao',
    ),
    laoBank('LDB', 'ธนาคารพัฒนาลาว', 'ທະນາຄານພັດທະນາລາວ', 'Lao Development Bank'),
    laoBank('APB', 'ธนาคารส่งเสริมกสิกรรม', 'ທະນາຄານສົ່ງເສີມກະສິກຳ', 'Agricultural Promotion Bank'),
    laoBank('JDB', 'ธนาคารร่วมพัฒนา', 'ທະນາຄານຮ່ວມພັດທະນາ', 'Joint Development Bank'),
    laoBank('LVB', 'ธนาคารร่วมธุรกิจลาว-เวียด', 'ທະນາຄານຮ່ວມທຸລະກິດ ລາວ-ຫວຽດ', 'Lao-Viet Bank'),
    laoBank('BFL', 'ธนาคารฝรั่ง-ลาว', 'ທະນາຄານ ຝຣັ່ງ-ລາວ', 'Banque Franco-Lao'),
    laoBank('STB', 'ธนาคารเอสที', 'ທະນາຄານ ເອັສທີ', 'ST Bank'),
    laoBank('IB', 'ธนาคารอินโดจีน', 'ທະນາຄານ ອິນດູຈີນ', 'Indochina Bank'),
    laoBank('PSVB', 'ธนาคารพงสะหวัน', 'ທະນາຄານ ພົງສະຫວັນ', 'Phongsavanh Bank'),
  ],
  sources: [
    { code: 'FACEBOOK', description: { th: 'เฟซบุ๊ก', la: 'ເຟສບຸກ', en: 'Facebook' } },
    { code: 'GOOGLE', description: { th: 'กูเกิล', la: 'ກູໂກ', en: 'Google' } },
    { code: 'LINE', description: { th: 'ไลน์', la: 'ລາຍ', en: 'LINE' } },
    { code: 'TIKTOK', description: { th: 'ติ๊กต็อก', la: 'ຕິກຕອກ', en: 'TikTok' } },
    { code: 'YOUTUBE', description: { th: 'ยูทูบ', la: 'ຢູທູບ', en: 'YouTube' } },
    { code: 'FRIEND', description: { th: 'เพื่อนแนะนำ', la: 'ໝູ່ແນະນຳ', en: 'A friend' } },
    { code: 'OTHER', description: { th: 'อื่น ๆ', la: 'ອື່ນໆ', en: 'Other' } },
  ],
  registerOTP: true,
  enableChatWidget: true,
  'deposit.minimum': 1,
  'deposit.maximum': 200000,
  'deposit.isManual': false,
  'deposit.accounts': [
    {
      bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
      bankCode: 'KBANK',
      bankType: 'DEPOSIT',
      mode: 'AUTO',
      bankAccountName: 'บจก. ลักกี้ วอลเล็ท',
      bankAccountNo: '0641234567',
      currency: 'BAHT',
    },
    {
      bank: { nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
      bankCode: 'SCB',
      bankType: 'DEPOSIT',
      mode: 'MANUAL',
      bankAccountName: 'บจก. ลักกี้ วอลเล็ท',
      bankAccountNo: '4071234568',
      currency: 'BAHT',
    },
    // decision 021: the Lao deployment's accounts in kip, offered to LAK members only
    {
      bank: { nameTH: 'ธนาคารการค้าต่างประเทศลาว (BCEL)', nameEN: 'BCEL' },
      bankCode: 'BCEL',
      bankType: 'DEPOSIT',
      mode: 'MANUAL',
      bankAccountName: 'LUCKY WALLET SOLE CO LTD',
      bankAccountNo: '0101000123456',
      currency: 'LAK',
    },
    {
      bank: { nameTH: 'ธนาคารพัฒนาลาว (LDB)', nameEN: 'Lao Development Bank' },
      bankCode: 'LDB',
      bankType: 'DEPOSIT',
      mode: 'MANUAL',
      bankAccountName: 'LUCKY WALLET SOLE CO LTD',
      bankAccountNo: '0302000654321',
      currency: 'LAK',
    },
  ],
  'deposit.wallets': [
    { walletAccountName: 'Lucky Wallet TrueMoney', walletAccountNo: '0991234567', mode: 'AUTO' },
  ],
  'deposit.promptpayId': '0812345678',
  'deposit.qrExpireMinutes': 15,
  // issue 23 §2: the QR tabs name what members pay with, not the gateway codes; the KBANK QR is
  // a PromptPay QR any Thai banking app pays (gateways.ts), not a Kasikorn one
  'deposit.qrGateways': {
    KBANK: { th: 'พร้อมเพย์', la: 'ພ້ອມເພ', en: 'PromptPay' },
    WW: { th: 'ทรูมันนี่ วอลเล็ท', la: 'ທຣູມັນນີ່ ວໍເລັດ', en: 'TrueMoney Wallet' },
    E2P: { th: 'อีซี่ทูเพย์', la: 'ອີຊີ່ທູເພ', en: 'Easy2Pay' },
    // decision 021: the kip QR, named as BCEL One shows it
    BCEL: { th: 'BCEL OnePay', la: 'BCEL OnePay', en: 'BCEL OnePay' },
  },
  'withdraw.min': 100,
  'withdraw.max': 50000,
  // decision 021: a LAK member's figures (1 baht is about 600 kip; round numbers)
  'deposit.minimum.LAK': 10_000,
  'deposit.maximum.LAK': 100_000_000,
  'deposit.qrQuickAmounts.LAK': [10_000, 20_000, 50_000, 100_000, 500_000, 1_000_000],
  'deposit.bcelOnePay': { mcid: 'mch0000demo0001', mcc: '7995', shopCode: 'LUCKY01' },
  'withdraw.min.LAK': 50_000,
  'withdraw.max.LAK': 20_000_000,
  'invite.capPerInvitee.LAK': 300_000,
  'invite.capPerMonth.LAK': 3_000_000,
  'invite.minTurnover.LAK': 30_000,
  'refund.minimum.LAK': 1_000,
  'refund.maximum.LAK': 1_200_000,
  'spinwheel.coinPerDeposit.LAK': 60_000,
  'spinwheel.coinPerTurnover.LAK': 600_000,
  'currency.kipPerBaht': 600,
  'bonus.maxMultiplier': 10,
  'bonus.recentDepositMinutes': 10,
  'bankFeed.maxAgeMinutes': 10,
  'bankFeed.silentMinutes': 30,
  'games.agentCreditAlert': 50_000,
  'sms.creditAlert': 500,
  'bankFeed.noticeWindowMinutes': 30,
  'invite.enabled': true,
  'invite.basis': 'first_deposit',
  'invite.percent': 10,
  'invite.capPerInvitee': 500,
  'invite.capPerMonth': 5000,
  'invite.minTurnover': 50,
  'invite.condition': null,
  'invite.banners': [
    {
      image: '/media/rewards/invite.svg',
      html: {
        th: '<p><b>ชวนเพื่อน</b> รับ 10% ของยอดฝากแรกของเพื่อน</p>',
        la: '<p><b>ຊວນໝູ່</b> ຮັບ 10% ຂອງຍອດຝາກທຳອິດຂອງໝູ່</p>',
        en: '<p><b>Invite a friend</b>, get 10% of their first deposit</p>',
      },
    },
  ],
  'refund.enabled': true,
  'refund.period': 'week',
  'refund.percent': 5,
  'refund.minimum': 1,
  'refund.maximum': 2000,
  'refund.claimHours': null,
  'refund.condition': null,
  'refund.banners': [],
  'spinwheel.enabled': true,
  'spinwheel.coinPerDeposit': 100,
  'spinwheel.coinPerTurnover': 1000,
  'slip.closedHours': { from: '23:50', until: '00:10' },
  'chat.greeting': {
    th: 'สวัสดีค่ะ มีอะไรให้เราช่วยไหมคะ พิมพ์ข้อความหรือส่งรูปสลิปมาได้เลย',
    la: 'ສະບາຍດີ ມີຫຍັງໃຫ້ພວກເຮົາຊ່ວຍບໍ່ ພິມຂໍ້ຄວາມ ຫຼື ສົ່ງຮູບສະລິບມາໄດ້ເລີຍ',
    en: 'Hello! How can we help? Type a message or send a photo of your slip.',
  },
  'chat.staffHours': { from: '09:00', until: '23:00' },
  'chat.awayMessage': {
    th: 'ขณะนี้ไม่มีเจ้าหน้าที่ออนไลน์ เราจะตอบกลับโดยเร็วที่สุด ระหว่างนี้เลือกหัวข้อด้านล่างได้เลย',
    la: 'ຕອນນີ້ບໍ່ມີພະນັກງານອອນລາຍ ພວກເຮົາຈະຕອບກັບໄວທີ່ສຸດ ລະຫວ່າງນີ້ເລືອກຫົວຂໍ້ລຸ່ມນີ້ໄດ້ເລີຍ',
    en: 'No agent is online right now; we will answer as soon as we can. Meanwhile, pick a topic below.',
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
        th: 'แจ้งถอนได้ตลอดเวลา ยอดจะถูกกันไว้จากกระเป๋าทันที แล้วเจ้าหน้าที่จะโอนเข้าบัญชีธนาคารที่คุณลงทะเบียนไว้',
        la: 'ແຈ້ງຖອນໄດ້ຕະຫຼອດເວລາ ຍອດຈະຖືກກັນໄວ້ຈາກກະເປົາທັນທີ ແລ້ວພະນັກງານຈະໂອນເຂົ້າບັນຊີທະນາຄານທີ່ທ່ານລົງທະບຽນໄວ້',
        en: 'You can ask for a withdrawal at any time: the amount is set aside from your wallet at once, and our staff pay it to your registered bank account.',
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
  'chat.cannedReplies': [
    {
      title: 'Greeting',
      message: { message_type: 'text', payload: 'สวัสดีค่ะคุณ {name} แอดมิน {agent} ยินดีให้บริการค่ะ' },
    },
    {
      title: 'Slip received',
      message: {
        message_type: 'quick_replies',
        payload: 'ได้รับสลิปแล้วค่ะ ยอดจะเข้าภายใน 5 นาที มีอะไรเพิ่มเติมไหมคะ',
        payloads: [
          { type: 'postback', title: 'ได้รับแล้ว ขอบคุณ', payload: 'THANKS' },
          { type: 'postback', title: 'ยังไม่ได้รับ', payload: 'NOT_RECEIVED' },
        ],
      },
    },
    {
      title: 'Deposit how-to',
      message: {
        message_type: 'buttons',
        payload: 'ดูวิธีฝากเงินทีละขั้นได้ที่นี่ค่ะ',
        payloads: [{ type: 'web', title: 'วิธีฝากเงิน', payload: '/howto' }],
      },
    },
  ],
};

/** What a new site starts with: the demo content (an operator replaces it). */
export const defaultSettings: Settings = demoSettings;
