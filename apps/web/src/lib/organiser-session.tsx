import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, redirect, useLocation, useNavigate, type LoaderFunctionArgs, type NavigateFunction } from 'react-router';
import { useTranslation } from './i18n';
import { ACCOUNT_PATHS, sessionResponseSchema, type OrganiserProfile } from '@groupgift/domain';
import { Button, type ButtonProps } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { ApiError, apiRequest, contractPath, setUnauthorizedHandler } from './api-client';

/*
 * The signed-in organiser, shared by every organiser screen (decision 060). The server is the truth:
 * the session lives in an httpOnly cookie, so the browser learns who it is from GET /account/me and
 * forgets it on log-out or on any 401.
 */

export type OrganiserSessionStatus = 'loading' | 'signed-in' | 'signed-out';
type SessionState = { status: OrganiserSessionStatus; organiser: OrganiserProfile | null; loggingOut: boolean };

let state: SessionState = { status: 'loading', organiser: null, loggingOut: false };
const listeners = new Set<() => void>();
let inFlight: Promise<OrganiserProfile | null> | null = null;

function setState(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

/** Asks the server who is signed in (a 401 simply means nobody). */
export function refreshOrganiserSession(): Promise<OrganiserProfile | null> {
  inFlight ??= apiRequest(contractPath(ACCOUNT_PATHS.me), {
    name: 'organiserSession',
    schema: sessionResponseSchema,
    errorMode: 'caller',
    ignoreUnauthorized: true,
  })
    .then((session) => {
      setState({ status: 'signed-in', organiser: session.organiser });
      return session.organiser;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        setState({ status: 'signed-out', organiser: null });
        return null;
      }
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The organiser, asking the server only the first time (later changes arrive through setOrganiser). */
export function ensureOrganiserSession(): Promise<OrganiserProfile | null> {
  if (state.status === 'loading') return refreshOrganiserSession();
  return Promise.resolve(state.organiser);
}

/** After sign-up, log-in or a profile change: the server's answer becomes the session's view. */
export function setOrganiser(organiser: OrganiserProfile | null): void {
  setState({ status: organiser ? 'signed-in' : 'signed-out', organiser });
}

/** Forgets what is known, so the next guard or hook asks the server again. */
export function forgetOrganiserSession(): void {
  setState({ status: 'loading', organiser: null, loggingOut: false });
}

export function useOrganiserSession(): {
  organiser: OrganiserProfile | null;
  status: OrganiserSessionStatus;
  loggingOut: boolean;
  refresh: () => Promise<OrganiserProfile | null>;
} {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (current.status === 'loading') void refreshOrganiserSession().catch(() => undefined);
  }, [current.status]);
  return { ...current, refresh: refreshOrganiserSession };
}

/** Only same-site paths may be a `next` target, so a crafted link cannot send people elsewhere. */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

export function loginPath(next: string, reason?: 'expired' | 'logged-out'): string {
  const params = new URLSearchParams({ next });
  if (reason) params.set('reason', reason);
  return `/login?${params.toString()}`;
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;
let navigateTo: NavigateFunction | null = null;

// Any organiser call answering 401 means the session ended: say so on the log-in page and come back
// here afterwards. The navigate function comes from the guard (inside the router) when mounted.
setUnauthorizedHandler(() => {
  setState({ status: 'signed-out', organiser: null });
  if (window.location.pathname === '/login') return;
  const target = loginPath(currentPath(), 'expired');
  if (navigateTo) void navigateTo(target);
  else window.location.assign(target);
});

/** Route loader for organiser-only routes: signed-out visitors go to /login?next=<this path>. */
export async function requireOrganiserLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const organiser = await ensureOrganiserSession();
  if (!organiser) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  return null;
}

/** Route loader for the log-in and sign-up pages: someone already signed in goes on to `next`. */
export async function redirectSignedInLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const organiser = await ensureOrganiserSession().catch(() => null);
  if (organiser) throw redirect(safeNextPath(new URL(request.url).searchParams.get('next')));
  return null;
}

/** Lets the 401 handler navigate inside the app (keeping state) rather than reloading the page. */
function useSessionNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = navigate;
    return () => {
      if (navigateTo === navigate) navigateTo = null;
    };
  }, [navigate]);
}

/** Element guard for organiser-only screens (the loader above avoids the flash; this is the fallback). */
export function RequireOrganiser({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useOrganiserSession();
  const location = useLocation();
  useSessionNavigation();
  if (status === 'loading') return <Spinner label={t('account.session.checking')} />;
  if (status === 'signed-out') return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}

/**
 * Ends the session on the server, then shows the log-in page with the logging-out notice. The
 * browser forgets the organiser even if the server cannot be reached.
 */
export async function logOut(navigate?: NavigateFunction): Promise<void> {
  setState({ loggingOut: true });
  try {
    await apiRequest(contractPath(ACCOUNT_PATHS.logOut), { name: 'logOut', method: 'POST', errorMode: 'caller', ignoreUnauthorized: true });
  } catch {
    // The cookies may already be gone; the user still leaves signed out.
  } finally {
    setState({ status: 'signed-out', organiser: null, loggingOut: false });
  }
  const target = '/login?reason=logged-out';
  if (navigate ?? navigateTo) await (navigate ?? navigateTo)!(target);
  else window.location.assign(target);
}

/** A "Log out" button for organiser headers; reads "Logging out…" while it works. */
export function LogOutButton(props: Omit<ButtonProps, 'onClick' | 'busy'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      {...props}
      busy={busy}
      onClick={() => {
        setBusy(true);
        void logOut(navigate).finally(() => setBusy(false));
      }}
    >
      {busy ? t('account.logOut.busy') : t('account.logOut.button')}
    </Button>
  );
}
