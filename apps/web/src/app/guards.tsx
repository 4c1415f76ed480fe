import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { loginPathFor, RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import { sessionStore, useSession } from '@/lib/session';
import { type ToastKind, useToast } from '@/lib/toast';

/** Shows one toast, once, then redirects. */
function RedirectWithToast({ to, kind, text }: { to: string; kind: ToastKind; text: string }) {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast[kind](text);
  }, [toast, kind, text]);
  return <Navigate to={to} replace />;
}

/**
 * Whether a session existed when the user arrived at the current location. Guards judge by it,
 * so that a page's own login or logout does not trip the guard before the page navigates on.
 */
function useLoggedInAtArrival(loggedIn: boolean): boolean {
  const { key } = useLocation();
  const arrival = useRef({ key, loggedIn });
  if (arrival.current.key !== key) arrival.current = { key, loggedIn };
  return arrival.current.loggedIn;
}

/**
 * Protected routes: anonymous visitors (or an expired session) get the product's toast and go to
 * /login, which brings them back to the page they asked for (a link from a mail) once signed in.
 */
export function RequireAuth() {
  const session = useSession();
  const loggedInAtArrival = useLoggedInAtArrival(Boolean(session));
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  if (session) return <Outlet />;
  // Logout and password change end the session themselves and navigate on.
  if (loggedInAtArrival && sessionStore.endedByUser()) return null;
  return (
    <RedirectWithToast
      to={loginPathFor(`${pathname}${search}${hash}`)}
      kind="error"
      text={t('toast.loginRequired')}
      key={pathname}
    />
  );
}

/** Login, registration, activation and reset pages are for anonymous users only. */
export function AnonymousOnly() {
  const session = useSession();
  const loggedInAtArrival = useLoggedInAtArrival(Boolean(session));
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Signed in already, a link to /login?redirect=… goes straight to the page it names.
  const target = safeReturnPath(params.get(RETURN_PARAM)) ?? '/';
  if (loggedInAtArrival)
    return <RedirectWithToast to={target} kind="info" text={t('toast.alreadyLoggedIn')} />;
  return <Outlet />;
}
