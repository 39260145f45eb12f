/**
 * Line icons only some pages draw (`<Icon d={PAGE_ICONS.download} />`): apart from the shell's in
 * `Icon.tsx`, so that the home page does not carry them.
 */
export const PAGE_ICONS = {
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  phone:
    'M6.6 3h3l1.5 4.5-2 1.3a11 11 0 005.1 5.1l1.3-2L21 13.4v3A2.6 2.6 0 0118.4 19 15.4 15.4 0 015 5.6 2.6 2.6 0 016.6 3z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 2',
  search: 'M10.5 4a6.5 6.5 0 100 13 6.5 6.5 0 000-13zM15.5 15.5L20 20',
  attach: 'M16.5 6.5l-7.8 7.8a2 2 0 002.8 2.8l7.8-7.8a4 4 0 00-5.6-5.6L5.9 11.5a6 6 0 008.5 8.5l6.1-6.1',
} as const;
