import { DEPTH_OFFSETS } from './scene-constants.ts';

/** Depth of each map layer; items and the character sit between middle_layer and top_layer. */
export const LAYER_DEPTHS: Readonly<Record<string, number>> = {
  ground_tiles: 0,
  ground_layer: 0.5,
  ground_details: 1,
  middle_layer: 3,
  top_layer: 20,
  extra_layer: 21,
};

/** The depth offset of gameplay §9 for an item type. */
export function itemDepthOffset(type: string): number {
  if (type.startsWith('bridge')) return DEPTH_OFFSETS.bridge;
  if (type.endsWith('_bottle') || type === 'chest') return DEPTH_OFFSETS.chest;
  if (type === 'gate' || type === 'door' || type === 'oven') return DEPTH_OFFSETS.gate;
  if (type.startsWith('flag')) return DEPTH_OFFSETS.flag;
  return DEPTH_OFFSETS.item;
}

/**
 * Within one offset, lower rows draw in front, so a character walking behind a house is hidden
 * by it; the row adds less than one step so offsets still decide first.
 */
export function depthAt(offset: number, row: number): number {
  return offset + row / 1000;
}
