import './field.css';

/**
 * The form-level error line: always in the tree (an empty live region), so a message that
 * appears is announced.
 */
export function FormAlert({
  message,
  id,
  visuallyHidden = false,
}: {
  message: string | null | undefined;
  id?: string;
  /** Announced only: the message is already shown beside the field it is about. */
  visuallyHidden?: boolean;
}) {
  return (
    <p className={visuallyHidden ? 'visually-hidden' : 'form-alert'} role="alert" id={id}>
      {message}
    </p>
  );
}
