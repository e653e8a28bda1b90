import { eq, inArray, sql } from 'drizzle-orm';
import { QR_BANKS, WALLET_CODE, type QrBank } from '@wallet/contract';
import { deposits } from '../deposits/module';
import { gameSlots, transfers } from '../wallet/module';
import { settings } from '../settings/module';
import { withdrawals } from '../withdrawals/module';
import { defaultSettings, settingSchemas } from '../settings/module';
import type { StatementDescriber, StatementLine, WalletLine } from './lines';

const TRANSFER_STATUS = { pending: 'processing', settled: 'success', reversed: 'failed' } as const;
type Described = Omit<StatementLine, 'amount' | 'createdAt'>;

const idsOf = (lines: WalletLine[], kind: WalletLine['sourceKind']) =>
  lines.filter((l) => l.sourceKind === kind).map((l) => l.sourceId);

/**
 * The core's lines: deposits, withdrawals, transfers and operator adjustments (a reversal shows
 * as the failed line it undoes, so transfer_reverse makes no line of its own).
 */
export const coreStatementLines: StatementDescriber = {
  kinds: ['deposit', 'adjustment', 'withdraw_reserve', 'transfer_debit', 'transfer_settle'],
  async describe(db, lines, locale) {
    const withdrawalIds = idsOf(lines, 'withdrawal').map(Number);
    const depositIds = idsOf(lines, 'deposit').map(Number);
    const transferRefs = idsOf(lines, 'transfer');
    const [ws, ds, ts] = await Promise.all([
      withdrawalIds.length
        ? db.select().from(withdrawals).where(inArray(withdrawals.id, withdrawalIds))
        : [],
      depositIds.length ? db.select().from(deposits).where(inArray(deposits.id, depositIds)) : [],
      transferRefs.length
        ? // a game side reads as the game's name ("PG Slot"), not its code
          db
            .select({
              ref: transfers.ref,
              status: transfers.status,
              slot: sql<string>`coalesce(${gameSlots.name}, ${transfers.slotCode})`,
            })
            .from(transfers)
            .leftJoin(gameSlots, eq(gameSlots.code, transfers.slotCode))
            .where(inArray(transfers.ref, transferRefs))
        : [],
    ]);
    // issue 23 §2: a QR deposit comes from the provider members know (PromptPay, TrueMoney
    // Wallet…; setting deposit.qrGateways), not from the gateway's code: the KBANK QR is a
    // PromptPay QR, not Kasikornbank
    const qrNames = ds.some((d) => d.method === 'qr') ? await qrGatewayNames(db) : null;
    const out = new Map<number, Described>();
    for (const line of lines) {
      const id = line.sourceId;
      let d: Described;
      switch (line.kind) {
        case 'deposit': {
          const dep = ds.find((x) => String(x.id) === id);
          const qr = dep?.method === 'qr' && isQrBank(dep.channel) ? dep.channel : null;
          const from =
            dep?.method === 'truelink'
              ? 'TRUEMONEY'
              : qr && qrNames?.[qr]
                ? qrNames[qr][locale]
                : (dep?.channel ?? 'BANK');
          d = { statementType: 'deposit', status: 'success', from, to: WALLET_CODE };
          // issue 26: a bank-feed deposit names the payer's bank (its channel), the digits the
          // bank's text showed and who credited it (its detail: `KBANK x-4417 · auto`)
          if (dep?.method === 'bank') {
            const via = bankVia(dep.detail);
            if (via) d = { ...d, from: via.bank ?? from, via: { shown: via.shown, by: via.by } };
          }
          break;
        }
        case 'withdraw_reserve': {
          const w = ws.find((x) => String(x.id) === id);
          d = {
            statementType: 'withdraw',
            status: w?.status ?? 'processing',
            from: WALLET_CODE,
            to: w?.bankCode ?? 'BANK',
          };
          break;
        }
        case 'transfer_debit':
        case 'transfer_settle': {
          const t = ts.find((x) => x.ref === id);
          const slot = t?.slot ?? '';
          d =
            line.amount < 0
              ? {
                  statementType: 'transfer',
                  status: t ? TRANSFER_STATUS[t.status] : 'processing',
                  from: WALLET_CODE,
                  to: slot,
                }
              : { statementType: 'transfer', status: 'success', from: slot, to: WALLET_CODE };
          break;
        }
        default:
          // operator adjustments: a credit reads as a deposit, a debit as a withdrawal
          d =
            line.amount > 0
              ? { statementType: 'deposit', status: 'success', from: 'ADJUSTMENT', to: WALLET_CODE }
              : {
                  statementType: 'withdraw',
                  status: 'success',
                  from: WALLET_CODE,
                  to: 'ADJUSTMENT',
                };
      }
      out.set(line.entryId, d);
    }
    return out;
  },
};

/** `KBANK x-4417 · auto`, `KBANK · staff` → its parts; null for any other detail. */
export function bankVia(
  detail: string | null,
): { bank: string | null; shown: string | null; by: 'auto' | 'staff' } | null {
  const m = detail ? /^(?:(\S+) )?(?:x-(.+) )?· (auto|staff)$/.exec(detail) : null;
  if (!m) return null;
  return { bank: m[1] ?? null, shown: m[2] ?? null, by: m[3] as 'auto' | 'staff' };
}

const isQrBank = (code: string): code is QrBank => (QR_BANKS as readonly string[]).includes(code);

/** The setting as the settings store reads it: a row that no longer fits falls back. */
async function qrGatewayNames(db: Parameters<StatementDescriber['describe']>[0]) {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'deposit.qrGateways'));
  const parsed = settingSchemas['deposit.qrGateways'].safeParse(row?.value);
  return parsed.success ? parsed.data : defaultSettings['deposit.qrGateways'];
}
