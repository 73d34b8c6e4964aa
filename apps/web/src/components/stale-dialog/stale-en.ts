/** Words of the "someone else saved first" dialog (412 on a save). Registered as the `stale` namespace. */
export const staleEn = {
  title: 'Someone else changed this',
  intro: 'While you were editing, someone else saved changes. Nothing of yours has been saved yet.',
  theirs: 'What changed meanwhile',
  theirsNone: 'Only details this form does not show.',
  mine: 'Your changes',
  mineNone: 'You had not changed anything.',
  change: '{{field}}: {{before}} → {{after}}',
  listChange: '{{field}}: {{changes}}',
  added: 'added {{items}}',
  removed: 'removed {{items}}',
  collision: 'You both changed {{fields}}. If you save again, yours is kept.',
  reapply: 'Save my changes again',
  takeCurrent: 'Use theirs, drop mine',
  on: 'on',
  off: 'off',
  empty: 'none',
};
