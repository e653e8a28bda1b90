import { lookupReplies, mockApi } from '@/testing/test-utils';

export function profileReply({
  bankCode = 'KBANK',
  bankAccountName = 'SOMCHAI JAIDEE',
  bankAccountNo = '1234567890',
} = {}) {
  return {
    body: {
      profile: {
        _id: 'm-1001',
        name: 'Somchai',
        username: '0812345678',
        createdAt: '2025-01-15T10:30:00.000Z',
      },
      bankAccount: {
        bankCode,
        bankAccountName,
        bankAccountNo,
        bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
      },
    },
  };
}

export function mockMemberApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...lookupReplies,
    'GET /api/account/profile': profileReply(),
    ...extra,
  });
}
