export { pileBadges, remainingOnPile, type PileBadge } from '../../../lib/game/pile-badges.ts';
