/** The creator's dialog buttons: big enough for a child's finger (48 px). */
export const bigButton = { minHeight: 48, fontSize: 16, fontWeight: 800 } as const;
