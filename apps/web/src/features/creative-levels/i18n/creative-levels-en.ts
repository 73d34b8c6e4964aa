/**
 * The creative-levels community's English words (spec/gameplay.md §2, platform.md §2), registered
 * as the `creative-levels` namespace when the community pages load.
 */
export const creativeLevelsEn = {
  title: 'Creative levels',
  intro: 'Play levels that other children made, and make your own!',
  makeOwn: 'Make a level',
  tabs: { public: 'Community', school: 'My school', favorites: 'Favourites' },
  sort: { label: 'Sort', most_recent: 'Most Recent', most_popular: 'Most Popular' },
  search: 'Search levels',
  empty: 'No levels here yet.',
  emptyFavorites: 'Press the heart on a level to keep it here.',
  signInFor: 'Log in to see your school levels and favourites.',
  by: 'by {{name}}',
  plays: 'Plays',
  completions: 'Completions',
  favorites: 'Favourites',
  play: 'Play',
  favorite: 'Add to favourites',
  unfavorite: 'Remove from favourites',
  favoriteFailed: 'Could not change your favourites. Try again.',
  loadFailed: 'Could not load the levels. Try again.',
  creator: {
    title: 'Levels by {{name}}',
    levels: 'Levels',
    back: 'All creative levels',
  },
  unknownCreator: 'Unknown Creator',
  /** The link from the My school tab to the teacher's check of shared levels (organization/levels). */
  review: { open: 'Check levels shared with the school' },
};
