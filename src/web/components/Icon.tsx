/**
 * Line icons drawn for this site, sized by the surrounding font: those of the shell and the home
 * page here; those only other pages draw in `page-icons.ts`, so the home page does not carry them.
 */
const PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  chevron: 'M8 10l4 4 4-4',
  globe:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  play: 'M9 7v10l8-5z',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8.5a.5.5 0 01.5-.5z',
  instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zM12 8a4 4 0 100 8 4 4 0 000-8zM17.5 6.5h.01',
  youtube:
    'M21 8.2a3 3 0 00-2.1-2.1C17 5.6 12 5.6 12 5.6s-5 0-6.9.5A3 3 0 003 8.2 31 31 0 002.6 12 31 31 0 003 15.8a3 3 0 002.1 2.1c1.9.5 6.9.5 6.9.5s5 0 6.9-.5a3 3 0 002.1-2.1 31 31 0 00.4-3.8 31 31 0 00-.4-3.8zM10 15V9l5 3z',
} as const;

export type IconName = keyof typeof PATHS;

/** An icon by name, or by its path (`d`, from `page-icons.ts`). */
export function Icon({
  name,
  d,
  size = 20,
  className,
}: ({ name: IconName; d?: never } | { d: string; name?: never }) & { size?: number; className?: string }) {
  return <LineIcon d={d ?? PATHS[name!]} size={size} className={className ? `icon ${className}` : 'icon'} />;
}

/**
 * The one drawing of a line icon: a single stroked path on a 24-unit grid in the text colour, hidden
 * from assistive technology because the label beside it says what it means. The site's own sets
 * (career, partner sectors, getting here) and the admin toolbar keep their paths and draw them here,
 * so they all scale, inherit colour and stay silent the same way.
 */
export function LineIcon({
  d,
  size,
  className,
  strokeWidth = 2,
}: {
  d: string;
  size: number;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
