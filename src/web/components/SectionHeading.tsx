import type { ReactNode } from 'react';
import type { Translate } from '../lib/i18n.tsx';

/**
 * The opening of a page section: an optional small eyebrow line, the heading the section is
 * labelled by (its `id` goes in the section's aria-labelledby), and an optional lead paragraph.
 * No wrapper element, so it drops into whatever grid or column the page lays out; the level is a
 * prop because some blocks sit inside a section whose own heading is already an h2.
 */
export function SectionHeading({
  id,
  title,
  eyebrow,
  lead,
  level = 2,
  className = 'section__title',
}: {
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  level?: 2 | 3;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading id={id} className={className}>
        {title}
      </Heading>
      {lead && <p className="section__lead">{lead}</p>}
    </>
  );
}

/**
 * Eyebrow, title and lead of a band whose copy the catalogue keeps together as `<group>.eyebrow`,
 * `.title` and `.text` (a few groups call the lead `.lead`); spread it into a heading next to the id.
 */
export function headingCopy(t: Translate, group: string, leadKey: 'text' | 'lead' = 'text') {
  return { eyebrow: t(`${group}.eyebrow`), title: t(`${group}.title`), lead: t(`${group}.${leadKey}`) };
}
