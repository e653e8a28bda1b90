import { cleanAmount } from '@/lib/clean-amount';
import { moneyCurrency } from '@/lib/i18n';
import { TextField, type TextFieldProps } from './text-field';

export type AmountFieldProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'inputMode' | 'type' | 'maxLength'
> & {
  value: string;
  /** The typed or pasted text, cleaned to digits and at most 2 decimals (cleanAmount). */
  onValueChange: (value: string) => void;
};

/**
 * An amount in the wallet's currency: the decimal keypad on phones (whole kip: numbers only), no autofill, and only what the wire can carry
 * (digits, one point, 2 decimals; pasted thousands separators dropped). Transfer, withdraw and
 * deposit forms all take amounts through it, so they accept the same input.
 */
export function AmountField({ onValueChange, ...props }: AmountFieldProps) {
  // a kip wallet takes whole kip (spec §9 LAK): the number keypad, and a point is dropped
  const whole = moneyCurrency() === 'LAK';
  return (
    <TextField
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      maxLength={13}
      {...props}
      onChange={(event) => onValueChange(cleanAmount(event.target.value, { whole }))}
    />
  );
}
