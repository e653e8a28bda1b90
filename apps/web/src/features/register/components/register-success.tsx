import { REGISTER_REDIRECT_MS } from '@wallet/contract';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { CheckCircleIcon } from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';

type RegisterSuccessProps = {
  /** True while the app logs the new member in (issue 13); false: the login form comes next. */
  signingIn: boolean;
  /** The phone number, filled into the login form. */
  username: string;
  /** Called REGISTER_REDIRECT_MS (2 s, spec §4) after success. */
  onComplete: () => void;
};

/** Spec §2/§4: success; then the member screens (logged in at once) or /login after 2 s. */
export function RegisterSuccess({ signingIn, username, onComplete }: RegisterSuccessProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const complete = useEffectEvent(onComplete);

  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(complete, REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="wizard__done" role="status">
      <span className="wizard__done-icon">
        <CheckCircleIcon size={40} />
      </span>
      <h2 ref={heading} tabIndex={-1} className="wizard__title">
        {t('register.success.title')}
      </h2>
      <p className="wizard__lead">
        {signingIn ? t('register.success.signingIn') : t('register.success.body')}
      </p>
      {signingIn ? null : (
        <Link to={paths.login.getHref()} state={{ username }} replace>
          {t('register.success.login')}
        </Link>
      )}
    </div>
  );
}
