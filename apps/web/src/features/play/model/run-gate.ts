/** The flags of gameplay §4 "Execution" that decide whether Run can be pressed. */
export interface RunGateInput {
  readonly isCodeExecuted: boolean;
  readonly isCodeRunning: boolean;
  readonly isRunningInitiated: boolean;
  readonly isWorkerBusy: boolean;
  readonly isLoading: boolean;
  /** A signed-in parent or teacher with no student chosen may watch but not run. */
  readonly isGuardianWithoutStudent: boolean;
}

export function canRun(gate: RunGateInput): boolean {
  return (
    gate.isCodeExecuted &&
    !gate.isCodeRunning &&
    !gate.isRunningInitiated &&
    !gate.isWorkerBusy &&
    !gate.isLoading &&
    !gate.isGuardianWithoutStudent
  );
}

/** While running, the button is Stop; it spins while the worker is still busy stopping. */
export type RunButtonFace = 'run' | 'stop' | 'stopping';

export function runButtonFace(running: boolean, stopping: boolean): RunButtonFace {
  if (stopping) return 'stopping';
  return running ? 'stop' : 'run';
}
