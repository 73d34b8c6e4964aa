export type { Tip } from './tip.ts';
export { defaultTip, defaultTipKind } from './default-tip.ts';
export type { DefaultTipKind, TipContext } from './default-tip.ts';
