import { describe, expect, it } from 'vitest';
import { ITEM_TYPES, type ItemType } from '../item-types.ts';
import { ITEM_RULES, type ItemRule } from './item-rules-table.ts';

describe('ITEM_RULES', () => {
  it('has a rule for every item type', () => {
    expect(Object.keys(ITEM_RULES).sort()).toEqual([...ITEM_TYPES].sort());
  });

  it.each<[ItemType, Partial<ItemRule>]>([
    ['carrot', { collectable: true, pushable: false, blocking: false, states: ['idle', 'collected'], ingredient: true }],
    ['rock', { collectable: false, pushable: true, blocking: true, ingredient: false }],
    ['boulder', { pushable: false, blocking: true }],
    ['door', { blocking: true, states: ['closed', 'open'] }],
    ['chest', { blocking: true, states: ['closed', 'open'] }],
    ['tray', { states: ['empty', 'filled'] }],
    ['flag_blue', { blocking: false, states: ['empty', 'filled'] }],
    ['bridge_vertical', { blocking: false, states: ['disabled', 'enabled'] }],
    ['chicken_house_big_red', { blocking: true, states: ['disabled', 'enabled'] }],
    ['log', { collectable: true, ingredient: true }],
    ['strawberry', { ingredient: true }],
    ['gem', { ingredient: false }],
    ['xmark', { collectable: false, blocking: false }],
  ])('%s', (type, expected) => {
    expect(ITEM_RULES[type]).toMatchObject(expected);
  });
});
