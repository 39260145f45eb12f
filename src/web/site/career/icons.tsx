import { LineIcon } from '../../components/Icon.tsx';

/** Small line icons of the career pages (benefits, talents, hours, recruitment steps). */
const PATHS = {
  heart: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0112 7.2a4.3 4.3 0 017.5 2.6C19.5 15.4 12 20 12 20z',
  chat: 'M4 5h16v11H10l-5 4v-4H4zM8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01',
  shield: 'M12 3l7 3v5c0 5-3 8.5-7 10-4-1.5-7-5-7-10V6zM9 12l2 2 4-4',
  spark: 'M12 3l2.4 5.3 5.6.6-4.2 3.9 1.2 5.6L12 15.6l-5 2.8 1.2-5.6L4 8.9l5.6-.6z',
  book: 'M4 5.5c3-1.2 6-1 8 1 2-2 5-2.2 8-1V19c-3-1-6-.8-8 1-2-1.8-5-2-8-1zM12 6.5V20',
  team: 'M9 11a3 3 0 100-6 3 3 0 000 6zM3.5 19.5c0-3.2 2.5-5.5 5.5-5.5s5.5 2.3 5.5 5.5M16 11a2.5 2.5 0 100-5M17 14c2.3.4 3.8 2.4 3.8 5',
  insurance: 'M12 3l7 3v5c0 5-3 8.5-7 10-4-1.5-7-5-7-10V6zM12 8.5v6M9 11.5h6',
  salary: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5zM6.5 10v4M17.5 10v4',
  meals: 'M3.5 12h17a8.5 8.5 0 01-17 0zM9 20.5h6M13 3l-2.5 7.5M19 4l-5.5 6.5',
  uniform: 'M8.5 4L3 7l2 4.5 3-1.2V20h8v-9.7l3 1.2L21 7l-5.5-3c-.6 1.5-1.9 2.4-3.5 2.4S9.1 5.5 8.5 4z',
  tickets: 'M3 7h18v3.2a1.8 1.8 0 000 3.6V17H3v-3.2a1.8 1.8 0 000-3.6zM15 7v2M15 11v2M15 15v2',
  birthday:
    'M3 20.5h18M5 20.5V13h14v7.5M5 16.5c2.3 1.4 4.7 1.4 7 0s4.7-1.4 7 0M12 13V9.5M12 7c-1.2-1-.2-3 0-3.5.2.5 1.2 2.5 0 3.5z',
  training: 'M2 9.5L12 5l10 4.5-10 4.5zM6 11.5v4.5c3.5 2.2 8.5 2.2 12 0v-4.5M21 10v5.5',
  trips: 'M6 4h12a2 2 0 012 2v10H4V6a2 2 0 012-2zM4 11h16M7 16v3M17 16v3M8 13.5h.01M16 13.5h.01',
  health: 'M3 12.5h4l2-4.5 4 9 2.2-4.5H21',
  holidays:
    'M4 11h16v9.5H4zM3 7.5h18V11H3zM12 7.5v13M12 7.5C10.5 4 7 3.5 7 5.5s5 2 5 2zM12 7.5c1.5-3.5 5-4 5-2s-5 2-5 2z',
  clock: 'M12 3.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zM12 7.5V12l3 2',
  roster: 'M4.5 12a7.5 7.5 0 0113.4-4.6M19.5 12a7.5 7.5 0 01-13.4 4.6M18.5 3.5V8H14M5.5 20.5V16H10',
  office: 'M4 21V5.5L12 3v18M12 8.5h8V21M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2M2.5 21h19',
  calendar: 'M4 6h16v14.5H4zM4 10h16M8 3.5V7M16 3.5V7M8 14h2M14 14h2M8 17h2',
  apply: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h4',
  screening:
    'M6 3h8l4 4v5M6 3v18h6M14 3v4h4M9 11h5M16 20a2.8 2.8 0 100-5.6 2.8 2.8 0 000 5.6zM18 19.8l2.5 2.2',
  interview: 'M3 5h12v8H8l-3.5 3v-3H3zM17.5 9H21v8h-1.5v3l-3.5-3h-5v-2',
  start: 'M5 21V4M5 4.5h12.5L15.5 9l2 4.5H5',
} as const;

export type CareerIconName = keyof typeof PATHS;

export function CareerIcon({ name, size = 28 }: { name: CareerIconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} className="career-icon" strokeWidth={1.8} />;
}

/** A career icon on its tinted tile; the four tints take turns down an icon grid. */
export function CareerIconMark({ name, index }: { name: CareerIconName; index: number }) {
  return (
    <span className={`career-icon-grid__icon career-icon-grid__icon--${index % 4}`}>
      <CareerIcon name={name} />
    </span>
  );
}
