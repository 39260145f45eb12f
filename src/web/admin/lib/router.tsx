import { createContext, type MouseEvent, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * The admin's router: the path is the state. Links push history entries; the back button works;
 * screens read their route from parseAdminPath(location.pathname, location.search) (lists keep
 * their search, sort and filters in the query string).
 */
const RouterContext = createContext<{ pathname: string; search: string; navigate: (to: string) => void }>({
  pathname: '/admin',
  search: '',
  navigate: () => {},
});

export function RouterProvider({ children }: { children: ReactNode }) {
  const [pathname, setPathname] = useState(() => window.location.pathname);
  const [search, setSearch] = useState(() => window.location.search);
  useEffect(() => {
    const onPop = () => {
      setPathname(window.location.pathname);
      setSearch(window.location.search);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = (to: string) => {
    const url = new URL(to, window.location.origin);
    if (to !== window.location.pathname + window.location.search) window.history.pushState(null, '', to);
    setPathname(url.pathname);
    setSearch(url.search);
    window.scrollTo(0, 0);
  };
  return <RouterContext.Provider value={{ pathname, search, navigate }}>{children}</RouterContext.Provider>;
}

export const useRouter = () => useContext(RouterContext);

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
