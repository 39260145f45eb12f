import type { ComponentProps, ReactNode } from 'react';
import { SectionHeading } from './SectionHeading.tsx';

/**
 * A page band: `<section>` labelled by its heading, the page container, and the heading with what
 * follows it. Pages differ only in classes and in where the heading sits, so those are the props:
 * stacked on top of the content (the default), or in a column of its own (`column`, optionally
 * with a class) with `before` ahead of it and `aside` beside it. `after` sits inside the section
 * but below the container, for a band whose content spans a second container.
 */
export function PageSection({
  className,
  container,
  heading,
  column,
  before,
  aside,
  after,
  children,
}: {
  className: string;
  /** Classes added to the container, usually the grid that lays out the column and the aside. */
  container?: string;
  heading: ComponentProps<typeof SectionHeading>;
  column?: true | string;
  before?: ReactNode;
  aside?: ReactNode;
  after?: ReactNode;
  children?: ReactNode;
}) {
  const head = (
    <>
      <SectionHeading {...heading} />
      {children}
    </>
  );
  return (
    <section className={className} aria-labelledby={heading.id}>
      <div className={container ? `container ${container}` : 'container'}>
        {before}
        {column ? <div className={column === true ? undefined : column}>{head}</div> : head}
        {aside}
      </div>
      {after}
    </section>
  );
}
