export interface NavLink {
  path: string;
  labelKey: 'nav.creativeLevels' | 'nav.challenges' | 'nav.teachersGuide';
  isNew?: boolean;
}

/** The three links the top bar and the drawer share (spec/platform.md §2). */
export const NAV_LINKS: readonly NavLink[] = [
  { path: 'creative-levels', labelKey: 'nav.creativeLevels', isNew: true },
  { path: 'challenges', labelKey: 'nav.challenges' },
  { path: 'guide', labelKey: 'nav.teachersGuide' },
];
