import type { ReactNode } from 'react';

/**
 * One card of a list of short points (benefits, steps, promises, directions): whatever marks it
 * (an icon, a number, a drawing) as children, then its title and text.
 */
export function TitledItem({
  className,
  title,
  text,
  children,
}: {
  className?: string;
  title: ReactNode;
  text: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className={className}>
      {children}
      <h3>{title}</h3>
      <p>{text}</p>
    </li>
  );
}
