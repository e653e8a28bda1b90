import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/text-field';
import { upperCaseInput } from '@/components/ui/form/uppercase';
import { PromotionModal } from './promotion-modal';
import './bonus.css';

/** The contract's code rule (1–50 characters once trimmed). */
const MAX_CODE = 50;

/**
 * Spec §2/§5 promotion code: upper-cased as typed, required, then Search opens the promotion
 * modal, which looks the code up.
 */
export function PromotionForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [searched, setSearched] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!wanted) {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    setSearched(wanted);
  };

  return (
    <section className="promotion-form" aria-labelledby="promotion-heading">
      <h2 className="bonus-section__title" id="promotion-heading">
        {t('bonus.promotion.heading')}
      </h2>
      <form className="promotion-form__row" onSubmit={onSubmit} noValidate>
        <TextField
          ref={inputRef}
          className="promotion-form__field"
          label={t('bonus.promotion.label')}
          name="promotionCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_CODE}
          required
          value={code}
          onChange={(event) => {
            setMissing(false);
            setCode(upperCaseInput(event.target));
          }}
          error={missing ? t('bonus.promotion.required') : null}
        />
        <Button type="submit" className="promotion-form__submit">
          {t('bonus.promotion.search')}
        </Button>
      </form>
      <PromotionModal
        code={searched}
        onClose={(received) => {
          setSearched(null);
          if (received) setCode('');
        }}
      />
    </section>
  );
}
