import { createContext, type MouseEvent, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * The admin's router: the path is the state. Links push history entries; the back button works;
 * screens read their route from parseAdminPath(location.pathname).
 */
const RouterContext = createContext<{ pathname: string; navigate: (to: string) => void }>({
  pathname: '/admin',
  navigate: () => {},
});

export function RouterProvider({ children }: { children: ReactNode }) {
  const [pathname, setPathname] = useState(() => window.location.pathname);
  useEffect(() => {
    const onPop = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = (to: string) => {
    if (to !== window.location.pathname) window.history.pushState(null, '', to);
    setPathname(to);
    window.scrollTo(0, 0);
  };
  return <RouterContext.Provider value={{ pathname, navigate }}>{children}</RouterContext.Provider>;
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
