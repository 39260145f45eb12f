import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { type Action, can, type Page } from '../../../common/permissions.ts';
import { api, handleUnauthorized } from './api.ts';

export interface SessionUser {
  id: number;
  userNo: number;
  username: string;
  settings: string[];
}

interface SessionValue {
  /** undefined while the cookie session is being checked, null when signed out. */
  user: SessionUser | null | undefined;
  signIn: (user: SessionUser) => void;
  signOut: () => Promise<void>;
  can: (action: Action, page: Page) => boolean;
}

const SessionContext = createContext<SessionValue>({
  user: null,
  signIn: () => {},
  signOut: async () => {},
  can: () => false,
});

/** Restores the cookie session once (GET /api/user/me); any later 401 signs the user out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  useEffect(() => {
    handleUnauthorized(() => setUser(null));
    api.get<SessionUser>('/api/user/me').then(setUser, () => setUser(null));
  }, []);
  const value: SessionValue = {
    user,
    signIn: setUser,
    signOut: async () => {
      await api.post('/api/user/logout').catch(() => undefined);
      setUser(null);
    },
    can: (action, page) => !!user && can(user.settings, action, page),
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = () => useContext(SessionContext);
