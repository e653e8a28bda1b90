import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Currency, SlipUploaded } from '@wallet/contract';
import { rows } from '../../kernel/db/rows';
import type { FileStore } from '../../adapters/file-store/interface';
import type { Db } from '../../kernel/db/client';
import { deposits } from './tables';
import { AppError } from '../../kernel/lib/app-error';
import type { MemberRepo } from '../../kernel/members/repo';
import { isWithinDailyHours } from '../../kernel/lib/daily-hours';
import type { SettingsService } from '../settings/module';
import {
  SLIP_WAITS,
  type SlipChecker,
  type SlipVerdict,
} from '../../adapters/slip-check/interface';
import type { DepositService } from './service';
import { readOneProof } from '../../adapters/lao-payments/oneproof';
import { parseQr } from '../../adapters/lao-payments/emvco';
import {
  imageKind,
  imageSize,
  SLIP_MAX_PIXELS,
  SlipReader,
  type ImageKind,
  type SlipRead,
} from './slip-reader';

export type { SlipChecker, SlipVerdict } from '../../adapters/slip-check/interface';

export const reviewQueueChecker: SlipChecker = { name: 'review', check: async () => null };

/** Slip reads one member may have in flight at once (issue 14); one more is refused with 429. */
export const SLIP_READS_PER_MEMBER = 2;

/**
 * spec §7 POST /api/wallet/slip (docs/decisions/008): closed during the daily hours of
 * slip.closedHours; PNG or JPEG by content, at most 10 MB and SLIP_MAX_PIXELS; stored under
 * the FileStore (`slips/<random>`, docs/decisions/016) with a server-made name; its mini QR read and parsed. A slip whose bank and
 * reference were seen before is refused (UNIQUE in the database); one without a readable QR is
 * kept for review with the reason noted.
 */
export class SlipService {
  /** Decodes and scans off the request thread (issue 14); its worker pool starts on first use. */
  private readonly reader = new SlipReader();
  /** Reads in flight per member. In this process only: per server copy (issue 14). */
  private readonly reading = new Map<number, number>();
  /** Whether the slip check service's last answer was a failure (an alert on /metrics). */
  private serviceFailing = false;

  constructor(
    private readonly db: Db,
    private readonly members: MemberRepo,
    private readonly settings: SettingsService,
    private readonly deposits: DepositService,
    private readonly files: FileStore,
    private readonly checker: SlipChecker,
    private readonly now: () => Date,
  ) {}

  async ensureOpen(): Promise<void> {
    const s = await this.settings.getMany(['slip.closedHours', 'site.timeZone']);
    const hours = s['slip.closedHours'];
    if (hours && isWithinDailyHours(this.now(), hours, s['site.timeZone'])) {
      throw new AppError('SLIP_UPLOAD_CLOSED', 403);
    }
  }

  async upload(memberId: number, image: Buffer): Promise<SlipUploaded> {
    const member = await this.members.byId(memberId);
    if (!member) throw new AppError('NO_USER', 404);
    const kind = imageKind(image);
    if (!kind) throw new AppError('SLIP_INVALID_FILE', 400, 'not png or jpeg');
    const size = imageSize(image, kind);
    if (!size || size.width < 1 || size.height < 1 || size.width * size.height > SLIP_MAX_PIXELS) {
      throw new AppError('SLIP_INVALID_FILE', 400, 'size');
    }
    const read = await this.read(memberId, image, kind);
    const found = slipOfCurrency(read, member.currency);
    const file = `${randomBytes(16).toString('hex')}.${kind === 'png' ? 'png' : 'jpg'}`;
    const type = kind === 'png' ? 'image/png' : 'image/jpeg';
    await this.files.put(`slips/${file}`, image, type);
    const slip = await this.deposits.create({
      memberId,
      currency: member.currency,
      method: 'slip',
      ...found,
      file,
    });
    if (!slip) {
      await this.files.remove(`slips/${file}`);
      throw new AppError('SLIP_REFNO_DUPLICATED', 409);
    }
    // a OneProof can be read, not verified: no Thai slip service covers BCEL, staff decide
    // (integrations/lao-payments.md)
    const verdict = found.proof
      ? null
      : await this.checker
          .check({ slip, image, qr: read.ok ? read : null })
          .catch((error: unknown): SlipVerdict => {
            const detail = error instanceof Error ? error.message : String(error);
            return { ok: null, waits: 'SLIP_CHECK_UNAVAILABLE', alert: true, detail };
          });
    let credited = false;
    let creditedAmount: number | null = null;
    if (verdict?.ok) {
      const note = `the slip check service (${this.checker.name}) verified this amount`;
      // a hold (a break, a bonus) keeps it processing with the hold's code: not credited
      const done = await this.deposits.approve(slip.id, verdict.amount, note).catch(() => null);
      credited = done?.status === 'success';
      if (credited) creditedAmount = done?.amount ?? verdict.amount;
    } else if (verdict?.ok === false) {
      await this.deposits.reject(slip.id, verdict.code).catch(() => undefined);
    } else if (verdict) {
      // the service failed or could not decide: staff see why in the slip's note
      await this.deposits.wait(slip.id, verdict.waits, verdict.detail).catch(() => undefined);
    }
    if (verdict && verdict.ok !== null) this.serviceFailing = false;
    else if (verdict?.alert) this.serviceFailing = true;
    const decided = credited || verdict?.ok === false;
    return {
      message: 'OK',
      qrFound: read.ok || found.proof,
      credited,
      creditedAmount,
      reason: verdict?.ok === false ? verdict.code : null,
      reviewEstimateMinutes: decided ? 0 : await this.reviewEstimateMinutes(),
    };
  }

  /**
   * The alerts of slip checking (`/metrics`): slips waiting for staff because the service
   * failed or could not decide, and whether its last answer was a failure.
   */
  async gauges(): Promise<{ waitingSlips: number; serviceFailing: number }> {
    const [row] = await rows<{ n: number | string }>(
      this.db,
      sql`SELECT count(*) AS n FROM deposits WHERE method = 'slip' AND status = 'processing'
            AND note IN (${sql.join(
              SLIP_WAITS.map((w) => sql`${w}`),
              sql`, `,
            )})`,
    );
    return { waitingSlips: Number(row?.n ?? 0), serviceFailing: this.serviceFailing ? 1 : 0 };
  }

  /** Ends the slip reader's worker threads (the app's onClose). */
  close(): Promise<void> {
    return this.reader.close();
  }

  private async read(memberId: number, image: Buffer, kind: ImageKind): Promise<SlipRead> {
    const inFlight = this.reading.get(memberId) ?? 0;
    if (inFlight >= SLIP_READS_PER_MEMBER) {
      throw new AppError('REQUEST_LIMIT', 429, 'slip reads in flight');
    }
    this.reading.set(memberId, inFlight + 1);
    try {
      return await this.reader.readSlip(image, kind);
    } catch (error) {
      // the reader's own refusals (busy, closed) as they are; any other failure is the image's
      if (error instanceof AppError) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      throw new AppError('SLIP_INVALID_FILE', 400, `cannot decode: ${detail}`);
    } finally {
      const left = (this.reading.get(memberId) ?? 1) - 1;
      if (left > 0) this.reading.set(memberId, left);
      else this.reading.delete(memberId);
    }
  }

  /** Median minutes from upload to decision of the last week's decided slips (issue 13). */
  private async reviewEstimateMinutes(): Promise<number | null> {
    const since = new Date(this.now().getTime() - 7 * 86_400_000);
    const [row] = await rows<{ minutes: number | string | null }>(
      this.db,
      sql`SELECT percentile_cont(0.5) WITHIN GROUP (
            ORDER BY extract(epoch FROM updated_at - created_at) / 60) AS minutes
          FROM deposits WHERE method = 'slip' AND status <> 'processing'
            AND created_at > ${since.toISOString()}::timestamptz`,
    );
    if (row?.minutes === null || row?.minutes === undefined) return null;
    return Math.max(1, Math.round(Number(row.minutes)));
  }

  /** The stored image of a slip (for the signed URL route). */
  async image(reference: string): Promise<{ data: Buffer; type: string } | null> {
    const [row] = await this.db
      .select({ file: deposits.file })
      .from(deposits)
      .where(eq(deposits.reference, reference));
    if (!row?.file) return null;
    const name = row.file.replace(/^.*\//, '');
    const stored = await this.files.get(`slips/${name}`).catch(() => null);
    return stored && { data: stored.data, type: stored.contentType };
  }
}

/**
 * What a slip's QR makes of the deposit row, in the member's currency (decision 021). A baht
 * member's slip is a Thai slip-verify QR (bank + reference); a kip member's is a BCEL OneProof
 * read strictly (BCEL marker, ticket and reference: never promptparse's loose check), unique by
 * its ticket. A Thai slip from a kip member, a OneProof from a baht member, or a Thai QR (country
 * TH or currency 764) passed off as a proof: SLIP_CURRENCY. No QR, or a QR of neither kind:
 * kept for staff with the reason, as before.
 */
export function slipOfCurrency(read: SlipRead, currency: Currency) {
  const proof =
    !read.ok && read.reason === 'INVALID_SLIP' && read.payload ? readOneProof(read.payload) : null;
  if (read.ok) {
    if (currency !== 'BAHT') throw new AppError('SLIP_CURRENCY', 409, 'a Thai slip');
    return {
      proof: false,
      channel: read.sendingBank,
      source: `${read.sendingBank}:${read.transRef}`,
      note: null,
      detail: `bank ${read.sendingBank} ref ${read.transRef}`,
    };
  }
  if (proof) {
    if (currency !== 'LAK') throw new AppError('SLIP_CURRENCY', 409, 'a BCEL OneProof');
    return {
      proof: true,
      channel: 'BCEL',
      source: `ONEPROOF:${proof.ticket}`,
      note: null,
      detail: `BCEL OneProof ticket ${proof.ticket} ref ${proof.fccref}${proof.type ? ` type ${proof.type}` : ''}`,
    };
  }
  if (
    currency === 'LAK' &&
    read.reason === 'INVALID_SLIP' &&
    read.payload &&
    isThaiQr(read.payload)
  ) {
    throw new AppError('SLIP_CURRENCY', 409, 'a Thai QR');
  }
  return { proof: false, channel: 'UNKNOWN', source: null, note: read.reason, detail: null };
}

/** An EMVCo QR of Thailand: country TH or currency 764 (a PromptPay QR, a Thai slip). */
function isThaiQr(payload: string): boolean {
  const qr = parseQr(payload);
  return !!qr && (qr.fields.get('58') === 'TH' || qr.fields.get('53') === '764');
}
