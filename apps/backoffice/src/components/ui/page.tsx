import { useId, type ReactNode } from 'react';

/** A screen: its h1 and optional actions on one line, then the content. */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page__header">
        <h1 id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

export function Card({
  title,
  children,
  className,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  // a titled card is a named region (its heading), so screen readers list it as a landmark
  const id = useId();
  return (
    <section
      className={['card', className].filter(Boolean).join(' ')}
      aria-labelledby={title ? id : undefined}
    >
      {title ? (
        <h2 className="card__title" id={id}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
