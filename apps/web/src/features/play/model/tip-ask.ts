/** What decides whether the play screen asks the server for a tip after a run. */
export interface TipAskInput {
  /** A tip card is due for this run (tips on, the run failed or left the level unfinished). */
  readonly free: boolean;
  /** The child pressed "Get a tip" for this run. */
  readonly asked: boolean;
  /** The credit counter already says no: asking shows why without a request. */
  readonly refused: boolean;
  readonly creative: boolean;
  readonly busy: boolean;
}

/**
 * A tip from the server spends one of the child's assistant credits, so it is asked for only when
 * the child asks (spec'd as "Tips are spent only when the child asks for one"): never by a failed
 * run on its own, whose free hint is the error's own words.
 */
export function levelTipWanted(input: TipAskInput): boolean {
  return input.free && input.asked && !input.refused && !input.creative && !input.busy;
}
