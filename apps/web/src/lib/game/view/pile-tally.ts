import { remainingOnPile, type PileBadge } from '../pile-badges.ts';
import { isTile } from './tile-geometry.ts';

/**
 * How many are left on each heap of a level (`pile-badges.ts`), as `collected` events take from
 * them; the badges (`pile-badge-views.ts`) show these counts.
 */
export class PileTally {
  private left: number[];

  constructor(private readonly piles: readonly PileBadge[]) {
    this.left = piles.map((pile) => pile.amount);
  }

  get count(): number {
    return this.piles.length;
  }

  leftAt(index: number): number {
    return this.left[index] ?? 0;
  }

  /** Takes from the pile at `at`: its index and what is left there, or undefined (no pile there). */
  take(at: unknown, amount: unknown): { readonly index: number; readonly left: number } | undefined {
    if (!isTile(at) || typeof amount !== 'number') return undefined;
    const index = this.piles.findIndex((pile) => pile.position[0] === at[0] && pile.position[1] === at[1]);
    if (index < 0) return undefined;
    const left = remainingOnPile(this.leftAt(index), amount);
    this.left[index] = left;
    return { index, left };
  }

  /** Every pile full again, as the level begins. */
  reset(): void {
    this.left = this.piles.map((pile) => pile.amount);
  }
}
