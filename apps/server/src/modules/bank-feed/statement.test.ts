import { describe, expect, it } from 'vitest';
import { chainFlags } from './chain';
import { csvRows, parseStatement } from './statement';

describe('statement CSV (issue 26, inferred mappings)', () => {
  it('reads quoted fields, doubled quotes, CRLF and a BOM', () => {
    expect(csvRows('\uFEFFa,"b,c","d ""e"""\r\n1,2,3\n')).toEqual([
      ['a', 'b,c', 'd "e"'],
      ['1', '2', '3'],
    ]);
  });

  it('SCB: X1 rows are credits, X2 debits; header rows are skipped; both year forms', () => {
    const csv = [
      'วันที่,เวลา,รายการ,ช่องทาง,จำนวนเงิน,ยอดคงเหลือ,รายละเอียด',
      '05/11/68,09:15,X1,ENET,"1,500.00","21,500.00",กสิกรไทย (KBANK) /X685027',
      '05/11/25,09:20,X2,ENET,200.00,"21,300.00",โอนออก',
      '05/11/2025,09:30,X1,SIPI,+50.25,"21,350.25",',
      'not a row',
    ].join('\n');
    const { rows, skipped } = parseStatement(csv, 'SCB');
    expect(rows.map((r) => [r.credit, r.amount, r.balance])).toEqual([
      [true, 150000, 2150000],
      [false, 20000, 2130000],
      [true, 5025, 2135025],
    ]);
    // 09:15 Thai time = 02:15 UTC
    expect(rows[0]!.statedAt.toISOString()).toBe('2025-11-05T02:15:00.000Z');
    expect(rows[1]!.statedAt.toISOString()).toBe('2025-11-05T02:20:00.000Z');
    expect(skipped).toEqual([{ row: 5, reason: 'no date and time' }]);
  });

  it('KBank: type รับโอนเงิน is a credit, the amount last', () => {
    const csv = [
      'วันที่,เวลา,ช่องทาง,ยอดคงเหลือ,รายละเอียด,รายการ,จำนวนเงิน',
      '05-11-68,10:01,K PLUS,"10,500.00",จาก X4417,รับโอนเงิน,500.00',
      '05-11-68,10:05,K PLUS,"10,400.00",ค่าไฟ,ชำระเงิน,100.00',
    ].join('\r\n');
    const { rows } = parseStatement(csv, 'KBANK');
    expect(rows.map((r) => [r.credit, r.amount, r.description])).toEqual([
      [true, 50000, 'จาก X4417'],
      [false, 10000, 'ค่าไฟ'],
    ]);
  });
});

describe('balance chain (issue 26)', () => {
  const line = (id: number, amount: number, balance: number | null) => ({
    id,
    amount,
    balance,
    missingBefore: false,
    missingReason: null,
  });

  it('flags the line after a gap, carries amounts of lines without a balance', () => {
    const flags = chainFlags([
      line(1, 100, 1100),
      line(2, 50, null),
      line(3, 200, 1350), // 1100 + 50 + 200: chains
      line(4, 300, 1950), // 1350 + 300 = 1650: 300 missing
      line(5, 100, 2050),
    ]);
    expect(flags.map((f) => f.id)).toEqual([4]);
    expect(flags[0]!.missingReason).toMatch(/a text is missing: balance 19.50 is 3.00 more/);
  });

  it('an anchored walk leaves the first line alone and clears a flag once repaired', () => {
    const flagged = { ...line(2, 100, 1200), missingBefore: true, missingReason: 'x' };
    expect(chainFlags([line(1, 100, 1000), line(9, 100, 1100), flagged], true)).toEqual([
      { id: 2, missingBefore: false, missingReason: null },
    ]);
  });
});
