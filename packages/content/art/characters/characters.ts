import type { CharacterId } from '../../src/catalogue/characters.ts';
import { hex } from '../lib/bitmap.ts';
import { P, type Ramp } from '../lib/palette.ts';
import type { Extra, Hair, Hat } from './looks.ts';

/** Who each avatar is: one palette and a few pieces on the shared body. */
export type Look = {
  skin: Ramp;
  hair: Ramp;
  hairStyle: Hair;
  hat: Hat;
  hatColor: Ramp;
  top: Ramp;
  legs: Ramp;
  shoes: Ramp;
  extras: { kind: Extra; color: Ramp }[];
};

const LEATHER: Ramp = ['#1b1420', '#2e2a3a', '#3b3b4f', '#5f6275', '#8d92a3'].map(hex);
const INK: Ramp = ['#1b1420', '#2a1d2e', '#3d2a30', '#5a3a3a', '#7a5248'].map(hex);

function look(partial: Partial<Look>): Look {
  return {
    skin: P.skinLight,
    hair: P.choco,
    hairStyle: 'short',
    hat: 'none',
    hatColor: P.red,
    top: P.red,
    legs: P.blue,
    shoes: P.wood,
    extras: [],
    ...partial,
  };
}

export const LOOKS: Readonly<Record<CharacterId, Look>> = {
  Rabbit: look({ skin: P.fur, hairStyle: 'none', top: P.orange, legs: P.blue, shoes: P.wood, extras: [{ kind: 'rabbit', color: P.pink }] }),
  Boy: look({ hair: P.choco, top: P.red, legs: P.blue }),
  Boy2: look({ skin: P.skinDark, hair: INK, hairStyle: 'curly', top: P.green, legs: P.stone, shoes: P.red }),
  Detective: look({ hair: P.wood, hat: 'detective', hatColor: P.wood, top: P.sand, legs: P.sand, shoes: P.choco, extras: [{ kind: 'moustache', color: P.wood }] }),
  FarmerBoy: look({ skin: P.skinTan, hair: P.orange, hat: 'straw', hatColor: P.yellow, top: P.blue, legs: P.blue, shoes: P.wood, extras: [{ kind: 'scarf', color: P.red }] }),
  Girl: look({ hair: P.orange, hairStyle: 'ponytail', top: P.purple, legs: P.purple, shoes: P.red }),
  Girl2: look({ skin: P.skinDark, hair: INK, hairStyle: 'pigtails', top: P.yellow, legs: P.teal, shoes: P.purple }),
  Glasses: look({ skin: P.skinTan, hair: P.choco, hairStyle: 'spiky', top: P.teal, legs: P.stone, extras: [{ kind: 'glasses', color: P.stone }] }),
  Goblin: look({ skin: P.goblin, hair: INK, hairStyle: 'mohawk', top: P.wood, legs: P.choco, shoes: P.choco, extras: [{ kind: 'goblin_ears', color: P.goblin }] }),
  Kid1: look({ hair: P.yellow, hat: 'cap', hatColor: P.red, top: P.orange, legs: P.blue }),
  Kid2: look({ skin: P.skinTan, hair: P.choco, hat: 'beanie', hatColor: P.teal, top: P.pink, legs: P.stone }),
  Knight: look({ hairStyle: 'none', hat: 'helmet', hatColor: P.stone, top: P.stone, legs: P.stone, shoes: P.stone, extras: [{ kind: 'scarf', color: P.red }] }),
  Lady: look({ hair: P.yellow, hairStyle: 'long', top: P.pink, legs: P.pink, shoes: P.red }),
  Lady2: look({ skin: P.skinDark, hair: INK, hairStyle: 'bun', top: P.green, legs: P.green, shoes: P.gold }),
  Luimberjack: look({ hair: P.wood, hat: 'beanie', hatColor: P.red, top: P.red, legs: P.blue, shoes: P.choco, extras: [{ kind: 'plaid', color: P.red }, { kind: 'beard', color: P.wood }] }),
  OldMan: look({ hair: P.cream, hairStyle: 'bald', top: P.wood, legs: P.stone, shoes: P.choco, extras: [{ kind: 'moustache', color: P.cream }, { kind: 'glasses', color: P.stone }] }),
  OldMan2: look({ skin: P.skinTan, hair: P.stone, hat: 'flatcap', hatColor: P.choco, top: P.green, legs: P.choco, extras: [{ kind: 'beard', color: P.stone }] }),
  Punk: look({ hair: P.pink, hairStyle: 'mohawk', top: LEATHER, legs: P.blue, shoes: LEATHER }),
  Viking: look({ hair: P.orange, hairStyle: 'long', hat: 'viking', hatColor: P.stone, top: P.blue, legs: P.wood, shoes: P.choco, extras: [{ kind: 'beard', color: P.orange }] }),
  Wizard1: look({ hair: P.cream, hairStyle: 'long', hat: 'wizard', hatColor: P.blue, top: P.blue, legs: P.blue, shoes: P.purple, extras: [{ kind: 'beard', color: P.cream }, { kind: 'stars', color: P.gold }] }),
  Wizard2: look({ skin: P.skinTan, hair: P.choco, hat: 'wizard', hatColor: P.purple, top: P.purple, legs: P.purple, shoes: P.red, extras: [{ kind: 'stars', color: P.gold }] }),
};
