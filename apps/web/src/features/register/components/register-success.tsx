import { REGISTER_REDIRECT_MS } from '@wallet/contract';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircleIcon } from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';

/** Spec §2/§4: success, then /login after REGISTER_REDIRECT_MS (2 s). */
export function RegisterSuccess({ onComplete }: { onComplete: () => void }) {
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
      <p className="wizard__lead">{t('register.success.body')}</p>
      <Link to={paths.login.getHref()} replace>
        {t('register.success.login')}
      </Link>
    </div>
  );
}
