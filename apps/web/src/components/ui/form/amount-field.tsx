import { cleanAmount } from '@/lib/clean-amount';
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
 * A baht amount: the decimal keypad on phones, no autofill, and only what the wire can carry
 * (digits, one point, 2 decimals; pasted thousands separators dropped). Transfer, withdraw and
 * deposit forms all take amounts through it, so they accept the same input.
 */
export function AmountField({ onValueChange, ...props }: AmountFieldProps) {
  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      maxLength={13}
      {...props}
      onChange={(event) => onValueChange(cleanAmount(event.target.value))}
    />
  );
}
