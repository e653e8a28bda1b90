import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import {
  nextAccountNo,
  nextPhone,
  post,
  registerAndLogin,
  registration,
  verifiedOtpToken,
} from '../../test/members';

describe('registration', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const expectCode = async (
    res: Promise<{ statusCode: number; json(): { message: string } }>,
    status: number,
    code: string,
  ) => {
    const r = await res;
    expect([r.statusCode, r.json().message]).toEqual([status, code]);
  };

  it('requires a verified OTP for the same phone when registerOTP is on, and uses it once', async () => {
    const body = registration();
    await expectCode(post(app, '/api/account', body), 400, 'UNVERIFIED_OTP');
    const otherPhoneToken = await verifiedOtpToken(app, nextPhone(), '10.2.0.1');
    await expectCode(
      post(app, '/api/account', { ...body, otpToken: otherPhoneToken }),
      400,
      'UNVERIFIED_OTP',
    );
    const otpToken = await verifiedOtpToken(app, body.username, '10.2.0.2');
    expect((await post(app, '/api/account', { ...body, otpToken })).statusCode).toBe(200);
    const reuse = registration({ otpToken });
    await expectCode(post(app, '/api/account', reuse), 400, 'UNVERIFIED_OTP');
  });

  it("without a token (spec §7 names none), takes the phone's verified code sent from the same address only", async () => {
    const body = registration();
    await verifiedOtpToken(app, body.username, '10.2.0.3');
    const from = (ip: string, payload: object) =>
      app.inject({ method: 'POST', url: '/api/account', payload, remoteAddress: ip });
    // the code was asked for from another address: it does not stand for this registration
    await expectCode(from('10.2.0.4', body), 400, 'UNVERIFIED_OTP');
    expect((await from('10.2.0.3', body)).statusCode).toBe(200);
  });

  describe('with OTP off', () => {
    beforeAll(() => app.services.settings.set('registerOTP', false));

    it('registers, stores the name uppercase, and never returns or stores the password in clear', async () => {
      const m = await registerAndLogin(app, {
        bankAccountName: 'somchai  jaidee',
        bankCode: 'SCB',
      });
      const profile = (await app.inject({ url: '/api/account/profile', headers: m.auth })).json();
      expect(profile.profile).toMatchObject({ name: 'Somchai Jaidee', username: m.username });
      expect(profile.bankAccount).toMatchObject({
        bankCode: 'SCB',
        bankAccountName: 'SOMCHAI JAIDEE',
        bankAccountNo: m.bankAccountNo,
      });
      expect(profile.bankAccount.bank.nameTH).toBe('ธนาคารไทยพาณิชย์');
      expect(JSON.stringify(profile)).not.toContain(m.password);
      const row = await app.services.members.byPhone(m.username);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.currency).toBe('BAHT');
    });

    it('refuses a phone or a bank account that is already registered', async () => {
      const m = await registerAndLogin(app);
      await expectCode(
        post(app, '/api/account', registration({ username: m.username })),
        409,
        'EXISTING_USER',
      );
      await expectCode(
        post(app, '/api/account', registration({ bankAccountNo: m.bankAccountNo })),
        409,
        'EXISTING_BANK',
      );
      // the same number at another bank is another account
      expect(
        (
          await post(
            app,
            '/api/account',
            registration({ bankAccountNo: m.bankAccountNo, bankCode: 'BAY' }),
          )
        ).statusCode,
      ).toBe(200);
    });

    it('lets the database decide when two registrations race for one phone', async () => {
      const phone = nextPhone();
      const answers = await Promise.all([
        post(app, '/api/account', registration({ username: phone })),
        post(app, '/api/account', registration({ username: phone })),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    });

    it('enforces the §5 rules on the server', async () => {
      await expectCode(
        post(app, '/api/account', registration({ username: '081234567' })),
        400,
        'PHONE_NUMBER_REQUIRE_10_DIGIT',
      );
      await expectCode(
        post(app, '/api/account', registration({ username: '08123456789' })),
        400,
        'PHONE_NUMBER_REQUIRE_10_DIGIT',
      );
      await expectCode(
        post(app, '/api/account', registration({ username: '08-1234567' })),
        400,
        'PHONE_NUMBER_REQUIRE_10_DIGIT',
      );
      for (const bankCode of ['KTB', 'TMB', 'BBL']) {
        await expectCode(
          post(app, '/api/account', registration({ bankCode, bankAccountName: 'สมชาย ใจดี' })),
          400,
          'BANK_ACCOUNT_NAME_ENG',
        );
      }
      expect(
        (
          await post(
            app,
            '/api/account',
            registration({ bankCode: 'KTB', bankAccountName: 'Somchai Jaidee' }),
          )
        ).statusCode,
      ).toBe(200);
      await expectCode(
        post(app, '/api/account', registration({ bankCode: 'NOPE' })),
        400,
        'INVALID_BANK',
      );
      await expectCode(
        post(app, '/api/account', registration({ sourceCode: 'NOPE' })),
        400,
        'INVALID_USER_INFO',
      );
      await expectCode(
        post(app, '/api/account', registration({ currency: 'LAK' })),
        400,
        'INVALID_USER_INFO',
      );
      await expectCode(
        post(app, '/api/account', registration({ password: 'short' })),
        400,
        'KEY_INVALID',
      );
      await expectCode(
        post(app, '/api/account', registration({ password: 'x'.repeat(65) })),
        400,
        'KEY_INVALID',
      );
      await expectCode(
        post(app, '/api/account', registration({ bankAccountNo: '12-34' })),
        400,
        'KEY_INVALID',
      );
      const { name: _omit, ...noName } = registration();
      await expectCode(post(app, '/api/account', noName), 400, 'KEY_MISSING');
    });

    it('resolves a PR<id> invite code to the inviter, and refuses an unknown one', async () => {
      const inviter = await registerAndLogin(app);
      const inviterRow = await app.services.members.byPhone(inviter.username);
      const invitee = registration({ inviteCode: `PR${inviterRow!.id}` });
      expect((await post(app, '/api/account', invitee)).statusCode).toBe(200);
      expect((await app.services.members.byPhone(invitee.username))?.inviterId).toBe(
        inviterRow!.id,
      );
      await expectCode(
        post(app, '/api/account', registration({ inviteCode: 'PR999999' })),
        400,
        'INVALID_CODE',
      );
      await expectCode(
        post(app, '/api/account', registration({ inviteCode: 'hello' })),
        400,
        'INVALID_CODE',
      );
    });

    it('validates step 3 without creating anything, bank fields optional', async () => {
      const {
        bankCode: _b,
        bankAccountName: _n,
        bankAccountNo: _a,
        ...profileStep
      } = registration();
      expect((await post(app, '/api/account/validate', profileStep)).json()).toEqual({
        message: 'OK',
      });
      expect(await app.services.members.byPhone(profileStep.username)).toBeUndefined();
      await expectCode(
        post(app, '/api/account/validate', { ...profileStep, bankCode: 'KTB' }),
        400,
        'KEY_MISSING',
      );
      await expectCode(
        post(app, '/api/account/validate', { ...profileStep, username: '12' }),
        400,
        'PHONE_NUMBER_REQUIRE_10_DIGIT',
      );
    });

    it('takes LAK or BAHT on the Lao deployment, LAK by default, with Lao phone numbers', async () => {
      await app.services.settings.set('site.deployment', 'LA');
      try {
        const lak = registration({
          username: `20${String(Date.now()).slice(-8)}`,
          bankCode: 'BCEL',
        });
        expect((await post(app, '/api/account', lak)).statusCode).toBe(200);
        expect((await app.services.members.byPhone(lak.username))?.currency).toBe('LAK');
        const baht = registration({
          username: '205551234',
          currency: 'BAHT',
          bankAccountNo: nextAccountNo(),
        });
        expect((await post(app, '/api/account', baht)).statusCode).toBe(200);
        expect((await app.services.members.byPhone('205551234'))?.currency).toBe('BAHT');
      } finally {
        await app.services.settings.set('site.deployment', 'TH');
      }
    });

    it('lists the Lao banks with Lao and English names, logos and kip; a wallet registers a bank of its currency', async () => {
      const { banks } = (await app.inject({ method: 'GET', url: '/api/lookup/banks' })).json<{
        banks: {
          code: string;
          nameLA?: string;
          nameEN: string;
          logo?: string;
          currency?: string;
        }[];
      }>();
      for (const code of ['BCEL', 'LDB', 'JDB', 'APB', 'LVB', 'STB', 'IB', 'BFL']) {
        const bank = banks.find((b) => b.code === code);
        expect(bank, code).toMatchObject({
          currency: 'LAK',
          logo: `/media/banks/${code.toLowerCase()}.svg`,
        });
        expect(bank?.nameLA, code).toMatch(/^ທະນາຄານ/);
      }
      expect(banks.find((b) => b.code === 'BCEL')?.nameEN).toBe(
        'Banque pour le Commerce Extérieur Lao',
      );
      expect(banks.find((b) => b.code === 'KBANK')?.currency ?? 'BAHT').toBe('BAHT');

      // the Thai deployment holds baht wallets: a Lao bank is not one of its banks
      await expectCode(
        post(app, '/api/account', registration({ bankCode: 'BCEL' })),
        400,
        'INVALID_BANK',
      );
      await app.services.settings.set('site.deployment', 'LA');
      try {
        let n = 0;
        const laoPhone = () => `209${String(Date.now()).slice(-5)}${++n}`;
        // a kip wallet is paid out to a Lao bank, a baht one to a Thai bank
        await expectCode(
          post(app, '/api/account', registration({ username: laoPhone(), bankCode: 'KBANK' })),
          400,
          'INVALID_BANK',
        );
        await expectCode(
          post(
            app,
            '/api/account',
            registration({ username: laoPhone(), currency: 'BAHT', bankCode: 'BCEL' }),
          ),
          400,
          'INVALID_BANK',
        );
        // §5's English-letters rule is KTB, TMB and BBL's only: a Lao name for a Lao bank
        for (const bankCode of ['BCEL', 'LDB', 'JDB', 'APB']) {
          const lao = registration({
            username: laoPhone(),
            bankCode,
            bankAccountName: 'ສົມພອນ ແສງຈັນ',
          });
          const res = await post(app, '/api/account', lao);
          expect(res.statusCode, res.body).toBe(200);
          const member = await app.services.members.byPhone(lao.username);
          expect([member?.bankCode, member?.bankAccountName, member?.currency]).toEqual([
            bankCode,
            'ສົມພອນ ແສງຈັນ',
            'LAK',
          ]);
        }
        // the wallet answers in the member's currency (the web shows kip whole from it)
        const kip = await registerAndLogin(app, { username: laoPhone(), currency: 'LAK' });
        const wallet = await app.inject({ method: 'GET', url: '/api/wallet', headers: kip.auth });
        expect(wallet.json()).toMatchObject({ currency: 'LAK', bankAccount: { bankCode: 'BCEL' } });
      } finally {
        await app.services.settings.set('site.deployment', 'TH');
      }
    });
  });
});
