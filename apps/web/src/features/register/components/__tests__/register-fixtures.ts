import { lookupReplies, mockApi } from '@/testing/test-utils';

export const banks = [
  { code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
  { code: 'KTB', nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' },
  {
    code: 'BCEL',
    nameTH: 'ธนาคารการค้าต่างประเทศลาว',
    nameLA: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ',
    nameEN: 'Banque pour le Commerce Extérieur Lao',
    logo: '/media/banks/bcel.svg',
    currency: 'LAK' as const,
  },
  {
    code: 'LDB',
    nameTH: 'ธนาคารพัฒนาลาว',
    nameLA: 'ທະນາຄານພັດທະນາລາວ',
    nameEN: 'Lao Development Bank',
    logo: '/media/banks/ldb.svg',
    currency: 'LAK' as const,
  },
];
export const sources = [
  { code: 'FACEBOOK', description: 'Facebook' },
  { code: 'FRIEND', description: 'A friend' },
];

type Options = { otp?: boolean; deployment?: 'TH' | 'LA'; extra?: Parameters<typeof mockApi>[0] };

/** Every call the wizard makes, answering success unless `extra` says otherwise. */
export function mockRegisterApi({ otp = true, deployment = 'TH', extra = {} }: Options = {}) {
  return mockApi({
    ...lookupReplies,
    'GET /api/lookup/info': {
      body: { name: 'Demo Wallet', website: 'https://demo.test', deployment, buddhistEra: false },
    },
    'GET /api/lookup/registerOTP': { body: { registerOTP: otp } },
    'GET /api/lookup/banks': { body: { banks } },
    'GET /api/lookup/sources': { body: { sources } },
    'POST /api/otp/send': { body: { otpRef: 'QWER', otpToken: 'otp-1', code: 'OTP_SENT' } },
    'POST /api/otp/verify': { body: { code: 'OTP_CODE_VALID' } },
    'POST /api/account/validate': { body: { message: 'OK' } },
    'POST /api/account': { body: { message: 'OK' } },
    ...extra,
  });
}

type FetchMock = ReturnType<typeof mockApi>;

/** The JSON bodies sent to `METHOD /path`, oldest first. */
export function bodiesOf(fetch: FetchMock, key: string): unknown[] {
  const [method, path] = key.split(' ');
  return fetch.mock.calls
    .filter(([url, init]) => String(url) === path && (init as RequestInit)?.method === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
}
