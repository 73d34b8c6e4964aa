import type { GameEvent } from './events.ts';
import type { ItemStatus } from './rules/item-rules.ts';
import type { GameState, GoalState, ItemState, Texts } from './state.ts';
import { evolve, indexItems } from './state.ts';

/**
 * Builds the next state from an untouched base: each part is copied the first time it changes,
 * so a command that touches one item copies the item list once and shares everything else.
 * Used only inside one `step`; the base state is never written.
 */
export class Draft {
  readonly events: GameEvent[] = [];
  private items: ItemState[] | undefined;
  private goals: GoalState[] | undefined;
  private inventory: Record<string, number> | undefined;
  private texts: Texts | undefined;
  private moved = false;
  private completed: boolean;

  constructor(readonly base: GameState) {
    this.completed = base.completed;
  }

  item(id: number): ItemState | undefined {
    return (this.items ?? this.base.items)[id];
  }

  count(type: string): number {
    return (this.inventory ?? this.base.inventory)[type] ?? 0;
  }

  setItem(id: number, patch: Partial<Omit<ItemState, 'id'>>): void {
    this.items ??= [...this.base.items];
    const current = this.items[id];
    if (!current) return;
    this.items[id] = { ...current, ...patch };
    if (patch.cells) this.moved = true;
  }

  /** Changes an item's status and tells the renderer, when it really changes. */
  setStatus(id: number, status: ItemStatus): void {
    if (this.item(id)?.status === status) return;
    this.setItem(id, { status });
    this.events.push({ type: 'item-changed', item: id, status });
  }

  addItem(item: Omit<ItemState, 'id'>): number {
    this.items ??= [...this.base.items];
    const id = this.items.length;
    this.items.push({ ...item, id });
    this.moved = true;
    return id;
  }

  addToInventory(type: string, amount: number): void {
    this.inventory ??= { ...this.base.inventory };
    const next = (this.inventory[type] ?? 0) + amount;
    if (next === 0) delete this.inventory[type];
    else this.inventory[type] = next;
  }

  addText(kind: keyof Texts, text: string): void {
    const texts = this.texts ?? this.base.texts;
    this.texts = { ...texts, [kind]: [...texts[kind], text] };
  }

  goal(id: number): GoalState | undefined {
    return (this.goals ?? this.base.goals)[id];
  }

  /** Raises a goal's score, never past its maximum, and says so when it moved. */
  score(id: number, amount: number): void {
    const goal = this.goal(id);
    if (!goal || goal.score >= goal.maxScore) return;
    this.goals ??= [...this.base.goals];
    const score = Math.min(goal.maxScore, goal.score + amount);
    this.goals[id] = { ...goal, score };
    this.events.push({ type: 'goal-scored', goal: id, score, maxScore: goal.maxScore });
    if (!this.completed && goalsDoneWithoutVariables(this.goals)) {
      this.completed = true;
      this.events.push({ type: 'level-completed' });
    }
  }

  finish(actions: number): GameState {
    const items = this.items ?? this.base.items;
    return evolve(this.base, {
      items,
      itemsByCell: this.moved ? indexItems(this.base.world, items) : this.base.itemsByCell,
      goals: this.goals ?? this.base.goals,
      inventory: this.inventory ?? this.base.inventory,
      texts: this.texts ?? this.base.texts,
      completed: this.completed,
      actions,
    });
  }
}

/**
 * Whether the level is done by play alone: every goal at its maximum. Assign and compare goals
 * stay at 0 until `checkCompletion` judges the program's variables at the end, so a level that
 * has them never completes here.
 */
export function goalsDoneWithoutVariables(goals: readonly GoalState[]): boolean {
  return goals.length > 0 && goals.every((goal) => goal.score >= goal.maxScore);
}
