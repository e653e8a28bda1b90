import type { api } from '@wallet/contract';
import { BonusDefinition, type ResponseOf } from '@wallet/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { useSaveBonus } from './api/bonuses';
import { JsonDefinitionField, SaveError } from './editor-parts';
import { checkJson, toJsonText, type JsonIssue } from './json-check';

export type BonusListItem = ResponseOf<typeof api.operatorBonus.bonuses>['bonuses'][number];

/** The definition part of a list row (the list adds how often it was received). */
export function toBonusDefinition(b: BonusListItem): BonusDefinition {
  return {
    code: b.code,
    kind: b.kind,
    type: b.type,
    maxReceived: b.maxReceived,
    amountRule: b.amountRule,
    minDeposit: b.minDeposit,
    condition: b.condition,
    contributions: b.contributions,
    percentFail: b.percentFail,
    maxWithdraw: b.maxWithdraw,
    title: b.title,
    description: b.description,
    banners: b.banners,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    enabled: b.enabled,
    sortOrder: b.sortOrder,
  };
}

/** A new bonus starts switched off, with the texts and the code left for the operator to fill. */
const NEW_BONUS = {
  code: '',
  kind: 'bonus',
  type: 'limit',
  maxReceived: 1,
  amountRule: { kind: 'percent', percent: 100, cap: 1000 },
  minDeposit: 100,
  condition: { kind: 'turnover', multiplier: 5, base: 'deposit_bonus' },
  contributions: [{ category: 'slot', factor: 1 }],
  percentFail: 0,
  maxWithdraw: null,
  title: { th: '', la: '', en: '' },
  description: { th: '', la: '', en: '' },
  banners: [],
  startsAt: null,
  endsAt: null,
  enabled: false,
  sortOrder: 0,
};

const codeOf = (raw: unknown): string | null =>
  raw && typeof raw === 'object' && 'code' in raw && typeof raw.code === 'string'
    ? raw.code.trim()
    : null;

export type BonusEditorTarget = { mode: 'new' } | { mode: 'edit'; bonus: BonusListItem };

/** Create or replace a bonus definition as JSON, checked with the contract as it is typed. */
export function BonusEditorDialog({
  target,
  existingCodes,
  onClose,
}: {
  target: BonusEditorTarget;
  existingCodes: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const editing = target.mode === 'edit' ? target.bonus.code : null;
  const [text, setText] = useState(() =>
    toJsonText(target.mode === 'edit' ? toBonusDefinition(target.bonus) : NEW_BONUS),
  );
  const check = useMemo(() => checkJson(text, BonusDefinition), [text]);

  // beyond the schema: the code of an edited bonus stays; a new one must not replace another
  const extra = useMemo<JsonIssue[]>(() => {
    const code = codeOf(check.raw);
    if (code === null) return [];
    if (editing !== null && code !== editing) {
      return [{ path: 'code', message: t('marketing.bonusEditor.codeFixed', { code: editing }) }];
    }
    if (editing === null && existingCodes.includes(code)) {
      return [{ path: 'code', message: t('marketing.bonusEditor.codeTaken', { code }) }];
    }
    return [];
  }, [check.raw, editing, existingCodes, t]);
  const issues = check.ok ? extra : [...extra, ...check.issues];
  const valid = check.ok && extra.length === 0;

  const mutation = useSaveBonus({
    onSuccess: (saved) => {
      toast.show('success', t('marketing.bonusEditor.saved', { code: saved.code }));
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.ok && valid && !mutation.isPending) mutation.mutate(check.value);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={
        editing !== null
          ? t('marketing.bonusEditor.editTitle', { code: editing })
          : t('marketing.bonusEditor.newTitle')
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        {editing !== null ? (
          <TextField
            label={t('marketing.code')}
            hint={t('marketing.bonusEditor.codeHint')}
            value={editing}
            readOnly
          />
        ) : null}
        <JsonDefinitionField
          label={t('marketing.bonusEditor.json')}
          hint={t('marketing.bonusEditor.jsonHint')}
          value={text}
          onChange={(next) => {
            setText(next);
            if (mutation.isError) mutation.reset();
          }}
          syntax={check.ok ? null : check.syntax}
          issues={issues}
          readOnly={mutation.isPending}
        />
        <SaveError error={mutation.error} />
        <div className="row row--end">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" busy={mutation.isPending} disabled={!valid}>
            {t('marketing.bonusEditor.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
