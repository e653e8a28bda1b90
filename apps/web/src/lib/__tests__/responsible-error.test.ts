import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { errorMessage, i18n } from '../i18n';
import { isResponsibleRefusal } from '../responsible-error';

describe('issue 15 refusals say their numbers', () => {
  it('DEPOSIT_LIMIT: what may still be deposited and when it frees up', () => {
    const error = new ApiError('DEPOSIT_LIMIT', 400, {
      period: 'daily',
      remaining: 1250.5,
      freesAt: '2030-05-02T03:00:00.000Z',
    });
    expect(errorMessage(error)).toBe(
      'This deposit would pass your daily limit. You can deposit up to 1,250.50 baht now. More frees up on 02/05/2030 10:00:00.',
    );
    expect(isResponsibleRefusal(error)).toBe(true);
  });

  it('DEPOSIT_LIMIT without freesAt, and in Thai', async () => {
    const error = new ApiError('DEPOSIT_LIMIT', 400, { period: 'monthly', remaining: 0 });
    expect(errorMessage(error)).toBe(
      'This deposit would pass your monthly limit. You can deposit up to 0.00 baht now.',
    );
    await i18n.changeLanguage('th');
    expect(errorMessage(error)).toBe('การฝากนี้เกินวงเงินรายเดือนของคุณ ขณะนี้ฝากได้อีกไม่เกิน 0.00 บาท');
  });

  it('falls back to the generic text when the body lacks the numbers', () => {
    expect(errorMessage(new ApiError('DEPOSIT_LIMIT', 400))).toBe(
      'This deposit would pass the deposit limit you set.',
    );
    expect(errorMessage(new ApiError('ACCOUNT_TIMEOUT', 403, { until: 'soon' }))).toBe(
      'You are taking a break. Deposits, games and bonuses are paused until it ends.',
    );
  });

  it('ACCOUNT_TIMEOUT, SELF_EXCLUDED, LIMIT_PENDING and EXCLUSION_ACTIVE say the end time', () => {
    const until = { until: '2030-05-08T03:00:00.000Z' };
    expect(errorMessage(new ApiError('ACCOUNT_TIMEOUT', 403, until))).toBe(
      'You are taking a break until 08/05/2030 10:00:00. Deposits, games and bonuses are paused; you can still withdraw.',
    );
    expect(errorMessage(new ApiError('SELF_EXCLUDED', 403, until))).toContain(
      'You have excluded yourself until 08/05/2030 10:00:00.',
    );
    expect(errorMessage(new ApiError('EXCLUSION_ACTIVE', 409, until))).toBe(
      'Your self-exclusion runs until 08/05/2030 10:00:00. You can ask to lift it after that.',
    );
    expect(
      errorMessage(
        new ApiError('LIMIT_PENDING', 409, { confirmableAt: '2030-05-02T03:00:00.000Z' }),
      ),
    ).toBe('The higher limit can be confirmed from 02/05/2030 10:00:00.');
    expect(isResponsibleRefusal(new ApiError('LIMIT_PENDING', 409))).toBe(false);
  });
});
