/** A tile on the map, [x, y], with y growing downwards as in Tiled. */
export type Position = readonly [number, number];

/** A unit step towards one of the four neighbours; [0, -1] faces up the screen. */
export type Direction = readonly [number, number];

export const DEFAULT_FACING: Direction = [0, -1];

export function samePosition(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

export function ahead(position: Position, facing: Direction): Position {
  return [position[0] + facing[0], position[1] + facing[1]];
}

// With y pointing down, a quarter turn to the left maps (dx, dy) to (dy, -dx). `0 - v` rather
// than `-v`, because -0 would print as "-0" and fail deep equality with 0.
export function turnedLeft(facing: Direction): Direction {
  return [facing[1], 0 - facing[0]];
}

export function turnedRight(facing: Direction): Direction {
  return [0 - facing[1], facing[0]];
}
