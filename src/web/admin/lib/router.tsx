import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';

/** Why the open form is asked to let go: leaving the page, or switching the admin language. */
export type LeaveReason = 'leave' | 'language';

/** What a form with unsaved changes registers while it is open. */
export interface LeaveGuard {
  isDirty: () => boolean;
  /** Asks the editor; true when the changes may be dropped. */
  confirm: (reason: LeaveReason) => Promise<boolean>;
}

interface RouterValue {
  pathname: string;
  /** The query string (lists keep their search, sort and filters there). */
  search: string;
  /** Goes to an admin path, after the open form agreed unless `isForced`. */
  navigate: (to: string, options?: { isForced?: boolean }) => void;
  /** True when nothing unsaved is open, or the editor agreed to drop it. */
  confirmLeave: (reason?: LeaveReason) => Promise<boolean>;
  setGuard: (guard: LeaveGuard | null) => void;
}

/**
 * The admin's router: the path is the state. Links push history entries; the back button works;
 * screens read their route from parseAdminPath(location.pathname, location.search) (lists keep
 * their search, sort and filters in the query string). A form with unsaved changes is asked before
 * any of it leaves: links, the back button (the entry is pushed again while asking) and closing or
 * reloading the tab (the browser's own question).
 */
const RouterContext = createContext<RouterValue>({
  pathname: '/admin',
  search: '',
  navigate: () => {},
  confirmLeave: async () => true,
  setGuard: () => {},
});

const currentUrl = () => window.location.pathname + window.location.search + window.location.hash;

export function RouterProvider({ children }: { children: ReactNode }) {
  const [pathname, setPathname] = useState(() => window.location.pathname);
  const [search, setSearch] = useState(() => window.location.search);
  const guard = useRef<LeaveGuard | null>(null);
  const shownUrl = useRef(currentUrl());
  const isLeavingByHistory = useRef(false);

  const confirmLeave = useCallback(async (reason: LeaveReason = 'leave') => {
    const open = guard.current;
    return !open?.isDirty() || open.confirm(reason);
  }, []);

  useEffect(() => {
    const onPop = async () => {
      if (isLeavingByHistory.current || !guard.current?.isDirty()) {
        isLeavingByHistory.current = false;
        shownUrl.current = currentUrl();
        setPathname(window.location.pathname);
        setSearch(window.location.search);
        return;
      }
      // The browser has already moved: put the form's entry back while the editor decides.
      window.history.pushState(null, '', shownUrl.current);
      if (!(await confirmLeave())) return;
      isLeavingByHistory.current = true;
      window.history.go(-1);
    };
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!guard.current?.isDirty()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [confirmLeave]);

  const navigate = useCallback(
    async (to: string, { isForced = false } = {}) => {
      if (!isForced && !(await confirmLeave())) return;
      const url = new URL(to, window.location.origin);
      if (to !== window.location.pathname + window.location.search) window.history.pushState(null, '', to);
      shownUrl.current = currentUrl();
      setPathname(url.pathname);
      setSearch(url.search);
      window.scrollTo(0, 0);
    },
    [confirmLeave],
  );
  const setGuard = useCallback((next: LeaveGuard | null) => {
    guard.current = next;
  }, []);
  return (
    <RouterContext.Provider value={{ pathname, search, navigate, confirmLeave, setGuard }}>
      {children}
    </RouterContext.Provider>
  );
}

export const useRouter = () => useContext(RouterContext);

/** Registers the screen's unsaved-changes guard while it is mounted. */
export function useLeaveGuard(guard: LeaveGuard) {
  const { setGuard } = useRouter();
  const latest = useRef(guard);
  latest.current = guard;
  useEffect(() => {
    setGuard({ isDirty: () => latest.current.isDirty(), confirm: (r) => latest.current.confirm(r) });
    return () => setGuard(null);
  }, [setGuard]);
}

/** An <a> that navigates inside the admin without reloading (modified clicks open normally). */
export function Link({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { navigate } = useRouter();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
