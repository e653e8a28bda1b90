import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useMeQuery } from '@/features/auth/api/get-me';
import { useLogout, useLogoutAll } from '@/features/auth/api/logout';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { useToast } from '@/components/ui/toast';
import { onCsrfInvalid } from '@/lib/api-client';
import { isApiError, SESSION_CODES } from '@/lib/api-error';
import { csrf } from '@/lib/csrf';
import { visibleNav } from '@/lib/nav';
import { queryKeys } from '@/lib/query-keys';
import { StaffContext } from '@/lib/session';

/** The signed-in frame: header, permission-filtered navigation, the screen. */
export function Shell() {
  const { t } = useTranslation();
  const me = useMeQuery();
  const client = useQueryClient();
  const location = useLocation();

  // CSRF_INVALID anywhere: read /me again for a fresh token (the screen asks to retry)
  useEffect(
    () => onCsrfInvalid(() => void client.invalidateQueries({ queryKey: queryKeys.me })),
    [client],
  );

  useEffect(() => {
    document.getElementById('page-title')?.focus({ preventScroll: true });
  }, [location.pathname]);

  if (me.isPending) {
    return (
      <p className="state state--loading app-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('common.loading')}
      </p>
    );
  }
  if (me.isError) {
    const error = me.error;
    if (isApiError(error) && (error.status === 401 || SESSION_CODES.includes(error.code))) {
      return <Navigate to="/login" replace />;
    }
    return (
      <main className="auth-page">
        <ErrorMessage error={error} />
        <Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>
      </main>
    );
  }
  const staff = me.data.staff;
  return (
    <StaffContext.Provider value={staff}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <div className="shell">
        <Header name={staff.name} role={staff.role} />
        <nav className="sidenav" aria-label={t('nav.label')}>
          <ul>
            {visibleNav(staff.permissions).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{t(item.labelKey)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="shell__main">
          <Outlet />
        </main>
      </div>
    </StaffContext.Provider>
  );
}

function Header({ name, role }: { name: string; role: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const finish = () => {
    csrf.set(null);
    client.clear();
    void navigate('/login', { replace: true });
  };
  const logout = useLogout({ onSuccess: finish });
  const logoutAll = useLogoutAll({
    onSuccess: (result) => {
      toast.show('info', t('shell.signedOutAll', { count: result.sessions }));
      finish();
    },
  });
  const busy = logout.isPending || logoutAll.isPending;
  return (
    <header className="topbar">
      <span className="topbar__brand">{t('app.name')}</span>
      <span className="topbar__who">
        <strong>{name}</strong> · {t(`roles.${role}`)}
      </span>
      <div className="topbar__actions">
        <LanguageSwitch />
        <Button size="sm" onClick={() => logout.mutate()} busy={logout.isPending} disabled={busy}>
          {t('shell.signOut')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => logoutAll.mutate()}
          busy={logoutAll.isPending}
          disabled={busy}
        >
          {t('shell.signOutAll')}
        </Button>
      </div>
      {logout.error || logoutAll.error ? (
        <div className="topbar__error">
          <ErrorMessage error={logout.error ?? logoutAll.error} />
        </div>
      ) : null}
    </header>
  );
}
