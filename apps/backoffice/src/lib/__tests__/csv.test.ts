import { describe, expect, it } from 'vitest';
import { auditCsv } from '@/features/audit/audit-csv';
import { BOM, csvField, toCsv } from '../csv';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-5')).toBe("'-5");
  });

  it('starts with a UTF-8 BOM and ends rows with CRLF', () => {
    const csv = toCsv(['name', 'note'], [['สมชาย', 'ฝากเงิน, ถอนเงิน']]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}name,note\r\nสมชาย,"ฝากเงิน, ถอนเงิน"\r\n`);
  });

  it('writes audit rows with before/after as JSON', () => {
    const csv = auditCsv([
      {
        id: '9',
        at: '2026-01-01T00:00:00.000Z',
        actor: 'anna',
        role: 'owner',
        via: 'session',
        action: 'PUT /api/operator/settings/site.name',
        target: 'site.name',
        reason: 'typo, fixed',
        before: { th: 'เก่า' },
        after: null,
        ip: '127.0.0.1',
        outcome: 'done',
      },
    ]);
    const [, row] = csv.slice(1).split('\r\n');
    expect(row).toBe(
      '9,2026-01-01T00:00:00.000Z,anna,owner,session,PUT /api/operator/settings/site.name,site.name,"typo, fixed",127.0.0.1,done,"{""th"":""เก่า""}",',
    );
  });
});
