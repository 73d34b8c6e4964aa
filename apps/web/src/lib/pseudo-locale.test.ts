import { describe, expect, it } from 'vitest';
import { pseudoLocalize } from './pseudo-locale.ts';

describe('the pseudo-locale', () => {
  it('accents, lengthens by 40 % and brackets a text', () => {
    expect(pseudoLocalize('Run')).toBe('⟦Ŕúñ··⟧');
    expect(pseudoLocalize('Next level')).toBe('⟦Ñéẋţ ļéṽéļ····⟧');
  });

  it('keeps code, link targets, URLs and addresses as they are', () => {
    expect(pseudoLocalize('Use `move_forward()` at [our page](https://codehop.app/x) or hi@codehop.app')).toMatch(
      /^⟦Úšé `move_forward\(\)` áţ \[öúŕ þáĝé\]\(https:\/\/codehop\.app\/x\) öŕ hi@codehop\.app·+⟧$/,
    );
  });
});
