import { SpinPrize, WheelDefinition } from '@wallet/contract';
import type { TFunction } from 'i18next';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { formatMoney, formatNumber } from '@/lib/format';
import { usePublishWheel } from './api/wheel';
import { JsonDefinitionField, SaveError } from './editor-parts';
import { checkJson, toJsonText } from './json-check';

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** Each slice's chance: its weight over the total, in percent. */
export function chances(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => (total > 0 ? (w / total) * 100 : 0));
}

/** A prize said in words: "Coupon ฿50.00 …", "Coins: 5", "No prize". */
export function describePrize(prize: SpinPrize, t: TFunction): string {
  switch (prize.kind) {
    case 'coins':
      return t('marketing.prizes.coins', { coins: formatNumber(prize.coins) });
    case 'nothing':
      return t('marketing.prizes.nothing');
    case 'coupon': {
      const coupon = t('marketing.prizes.coupon', {
        amount: formatMoney(prize.amount),
        days: formatNumber(prize.validDays),
      });
      const condition = prize.condition
        ? t('marketing.prizes.condition', {
            success: formatNumber(prize.condition.percentSuccess),
            fail: formatNumber(prize.condition.percentFail),
          })
        : t('marketing.prizes.noCondition');
      return t('marketing.prizes.couponWith', { coupon, condition });
    }
  }
}

export type PreviewRow = {
  code: string;
  label: string;
  /** null when the weight typed is not a positive integer (it then counts as 0). */
  weight: number | null;
  chance: number;
  prize: SpinPrize | null;
};

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** The slices as typed, read leniently so the preview follows the text even while it is invalid. */
export function previewRows(raw: unknown): PreviewRow[] {
  const slices = field(raw, 'slices');
  if (!Array.isArray(slices)) return [];
  const weights = slices.map((slice) => {
    const weight = field(slice, 'weight');
    return typeof weight === 'number' && Number.isInteger(weight) && weight > 0 ? weight : null;
  });
  const pct = chances(weights.map((w) => w ?? 0));
  return slices.map((slice: unknown, i) => {
    const code = field(slice, 'code');
    const label = field(field(slice, 'label'), 'en');
    const prize = SpinPrize.safeParse(field(slice, 'prize'));
    return {
      code: typeof code === 'string' ? code : '',
      label: typeof label === 'string' ? label : '',
      weight: weights[i] ?? null,
      chance: pct[i] ?? 0,
      prize: prize.success ? prize.data : null,
    };
  });
}

/** Offered when no wheel was ever published: two slices to change. */
const NEW_WHEEL = {
  name: { th: '', la: '', en: '' },
  slices: [
    {
      code: 'COINS_5',
      label: { th: '5 เหรียญ', la: '5 ຫຼຽນ', en: '5 coins' },
      bgColor: '#f5c542',
      textColor: '#000000',
      htmlDescription: { th: '5 เหรียญ', la: '5 ຫຼຽນ', en: '5 coins' },
      weight: 1,
      prize: { kind: 'coins', coins: 5 },
    },
    {
      code: 'NOTHING',
      label: { th: 'ไม่ได้รางวัล', la: 'ບໍ່ໄດ້ລາງວັນ', en: 'No prize' },
      bgColor: '#444444',
      textColor: '#ffffff',
      htmlDescription: { th: 'ไม่ได้รางวัล', la: 'ບໍ່ໄດ້ລາງວັນ', en: 'No prize' },
      weight: 9,
      prize: { kind: 'nothing' },
    },
  ],
};

function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="table table--compact">
      <caption>{t('marketing.wheelEditor.preview')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('marketing.code')}</th>
          <th scope="col">{t('marketing.wheelEditor.labelEn')}</th>
          <th scope="col">{t('marketing.weight')}</th>
          <th scope="col">{t('marketing.chance')}</th>
          <th scope="col">{t('marketing.prize')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={5} className="muted">
              {t('marketing.wheelEditor.noSlices')}
            </td>
          </tr>
        ) : (
          rows.map((row, i) => (
            <tr key={i}>
              <td>{row.code || t('common.none')}</td>
              <td>{row.label || t('common.none')}</td>
              <td className="num">
                {row.weight === null ? t('common.none') : formatNumber(row.weight)}
              </td>
              <td className="num">{row.chance.toFixed(2)}%</td>
              <td>{row.prize ? describePrize(row.prize, t) : t('marketing.prizes.invalid')}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** Publishes a new wheel version from JSON (prefilled with the live one), with a reason. */
export function WheelEditorDialog({
  live,
  onClose,
}: {
  live: WheelDefinition | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [text, setText] = useState(() => toJsonText(live ?? NEW_WHEEL));
  const [reason, setReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const check = useMemo(() => checkJson(text, WheelDefinition), [text]);
  const rows = useMemo(() => previewRows(check.raw), [check.raw]);
  const reasonText = reason.trim();
  const reasonOk = reasonText.length >= REASON_MIN && reasonText.length <= REASON_MAX;

  const mutation = usePublishWheel({
    onSuccess: ({ version }) => {
      toast.show('success', t('marketing.wheelEditor.published', { version }));
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setReasonTouched(true);
    if (check.ok && reasonOk && !mutation.isPending) {
      mutation.mutate({ wheel: check.value, reason: reasonText });
    }
  };

  return (
    <Modal open onClose={onClose} title={t('marketing.wheelEditor.title')}>
      <form className="form" onSubmit={submit} noValidate>
        <Alert tone="info">{t('marketing.wheelEditor.versionsStay')}</Alert>
        <JsonDefinitionField
          label={t('marketing.wheelEditor.json')}
          hint={t('marketing.wheelEditor.jsonHint')}
          value={text}
          onChange={(next) => {
            setText(next);
            if (mutation.isError) mutation.reset();
          }}
          syntax={check.ok ? null : check.syntax}
          issues={check.ok ? [] : check.issues}
          readOnly={mutation.isPending}
        />
        <PreviewTable rows={rows} />
        <TextareaField
          label={t('marketing.wheelEditor.reason')}
          hint={t('marketing.wheelEditor.reasonHint')}
          rows={2}
          maxLength={REASON_MAX}
          required
          value={reason}
          readOnly={mutation.isPending}
          error={reasonTouched && !reasonOk ? t('marketing.wheelEditor.reasonInvalid') : null}
          onChange={(event) => {
            setReason(event.target.value);
            if (mutation.isError) mutation.reset();
          }}
          onBlur={() => setReasonTouched(true)}
        />
        <SaveError error={mutation.error} />
        <div className="row row--end">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="primary"
            busy={mutation.isPending}
            disabled={!check.ok || !reasonOk}
          >
            {t('marketing.wheelEditor.publish')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
