import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

/** A link styled as a button that leads on to another page, its label followed by the site's arrow. */
export function ArrowLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a className={className} href={href}>
      {children}
      <Icon name="arrow" size={18} />
    </a>
  );
}
