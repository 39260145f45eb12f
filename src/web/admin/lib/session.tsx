import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { MSG } from '../../../common/messages.ts';
import { type Action, can, type Page, type Right } from '../../../common/permissions.ts';
import type { RetentionPolicy } from '../../../common/retention.ts';
import { api, handleUnauthorized } from './api.ts';
import { type SessionInfo, useSessionClock } from './session-clock.ts';
import { SessionWarning, SignInDialog } from './session-dialogs.tsx';

export type { SessionInfo };

export interface SessionUser {
  id: number;
  userNo: number;
  username: string;
  settings: string[];
  /** The idle window and time left, as /api/user/me answers it. */
  session?: SessionInfo;
  /** How long the server keeps inquiries and the access history (login and /api/user/me). */
  retention?: RetentionPolicy;
  /** Two-factor is required for every account and this one has not set it up (decision 038). */
  twoFactorSetupRequired?: boolean;
}

/** The right an open form needs to save: whoever signs in over it must hold it. */
export interface FormRight {
  action: Action;
  page: Page;
}

interface SessionValue {
  /** undefined while the cookie session is being checked, null when signed out. */
  user: SessionUser | null | undefined;
  signIn: (user: SessionUser) => void;
  signOut: () => Promise<void>;
  can: (action: Right, page: Page) => boolean;
  /** Registers an open form until the returned function is called. */
  openForm: (right: FormRight) => () => void;
}

const SessionContext = createContext<SessionValue>({
  user: null,
  signIn: () => {},
  signOut: async () => {},
  can: () => false,
  openForm: () => () => {},
});

/** POST /api/user/login with the login page's checks; the server's message on refusal. */
export async function logIn(loginId: string, password: string): Promise<SessionUser> {
  if (!loginId.trim() || !password) throw new Error(MSG.fillIdPassword);
  return api.post<SessionUser>('/api/user/login', { loginId: loginId.trim(), password });
}

/**
 * Restores the cookie session once (GET /api/user/me) and watches its clock: an open form that is
 * being worked on keeps it alive, a warning comes before it ends idle, and a 401 while a form is
 * open asks to sign in again over the form (the call is then sent again); elsewhere a 401 signs out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  const forms = useRef<FormRight[]>([]);
  const [reauth, setReauth] = useState<{ right: FormRight; resolve: (ok: boolean) => void } | null>(null);
  const pendingReauth = useRef<Promise<boolean> | null>(null);
  const clock = useSessionClock(user, () => forms.current.length > 0);

  useEffect(() => {
    handleUnauthorized(async () => {
      const right = forms.current.at(-1);
      if (!right) {
        setUser(null);
        return 'signOut';
      }
      // Calls that fail together (a save and an image upload) share one dialog.
      pendingReauth.current ??= new Promise<boolean>((resolve) => setReauth({ right, resolve })).finally(
        () => {
          pendingReauth.current = null;
        },
      );
      return (await pendingReauth.current) ? 'retry' : 'cancel';
    });
    api.get<SessionUser>('/api/user/me').then(setUser, () => setUser(null));
  }, []);

  // Login answers the spec's fields only; "who am I" adds the session clock and the retention
  // periods the guidance states, so a sign-in is completed with it.
  const signIn = (signedIn: SessionUser) => {
    setUser(signedIn);
    api.get<SessionUser>('/api/user/me').then(setUser, () => {});
  };

  const value: SessionValue = {
    user,
    signIn,
    signOut: async () => {
      await api.post('/api/user/logout').catch(() => undefined);
      setUser(null);
    },
    can: (action, page) => !!user && can(user.settings, action, page),
    openForm: (right) => {
      forms.current.push(right);
      return () => {
        forms.current = forms.current.filter((r) => r !== right);
      };
    },
  };
  const closeReauth = (signedIn: SessionUser | null) => {
    if (signedIn) signIn(signedIn);
    reauth?.resolve(!!signedIn);
    setReauth(null);
  };
  return (
    <SessionContext.Provider value={value}>
      {children}
      {user && clock.warning && !reauth && <SessionWarning warning={clock.warning} onStay={clock.stay} />}
      {reauth && <SignInDialog username={user?.username ?? ''} right={reauth.right} onClose={closeReauth} />}
    </SessionContext.Provider>
  );
}

export const useSession = () => useContext(SessionContext);

/** Marks the calling screen as an open form for as long as it is mounted. */
export function useFormSession(right: FormRight) {
  const { openForm } = useSession();
  const { action, page } = right;
  useEffect(() => openForm({ action, page }), [action, page]);
}
