import type { ComingSoonFeature } from '../components/coming-soon-page.tsx';

/**
 * Every screen of spec/platform.md §2 that a later issue builds, with the feature whose name the
 * placeholder shows. Paths are relative to `/{lng}/`. The organisation and profile screens share
 * names (details, students), so they sit under `organization/` and `profile/`.
 */
export const COMING_SOON_ROUTES: ReadonlyArray<
  readonly [path: string, feature: ComingSoonFeature]
> = [
];
