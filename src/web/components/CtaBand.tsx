import type { ReactNode } from 'react';

/**
 * A full-width call-to-action band: a heading and a sentence on one side, the actions on the other.
 * `block` is the band's class name (its styles hang off `block` and `block__inner`), so each page
 * keeps its own colours while the structure stays the same.
 */
export function CtaBand({
  block,
  id,
  title,
  text,
  className,
  children,
}: {
  block: string;
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** Extra classes on the band, after `block`. */
  className?: string;
  /** The buttons or links. */
  children: ReactNode;
}) {
  return (
    <section className={className ? `${block} ${className}` : block} aria-labelledby={id}>
      <div className={`container ${block}__inner`}>
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
