import './field.css';

/**
 * The form-level error line: always in the tree (an empty live region), so a message that
 * appears is announced.
 */
export function FormAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  return (
    <p className="form-alert" role="alert" id={id}>
      {message}
    </p>
  );
}
