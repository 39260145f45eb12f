import { LineIcon } from '../../components/Icon.tsx';

/** Toolbar glyphs: paths only, drawn by the site's LineIcon so they match the public icons. */
const PATHS = {
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 4.5l1.5-1V9M4 9h3M4 14.5a1.5 1.5 0 013 0c0 1.5-3 2-3 4h3',
  blockquote: 'M5 7h5v5H7.5L6 16M14 7h5v5h-2.5L15 16',
  link: 'M10 13a5 5 0 007.5.5l3-3a5 5 0 00-7-7l-1.7 1.7M14 11a5 5 0 00-7.5-.5l-3 3a5 5 0 007 7l1.7-1.7',
  image: 'M4 4h16v16H4zM9 10.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM20 15l-5-5L4 20',
  table: 'M3 5h18v14H3zM3 10h18M3 15h18M9 5v14M15 5v14',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 010 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 000 11H13',
} as const;

export type ToolbarIconName = keyof typeof PATHS;

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return <LineIcon d={PATHS[name]} size={18} />;
}
