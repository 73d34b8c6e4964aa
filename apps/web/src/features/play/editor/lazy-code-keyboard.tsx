import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component.tsx';
import { lazyModule } from '../../../lib/lazy-module.ts';
import type { CodeKeyboardProps } from './code-keyboard.tsx';

/** Only a touch screen downloads the code keyboard, and only once the editor is there. */
const keyboard = lazyModule(() => import('./code-keyboard.tsx'), 'The code keyboard');

const RealKeyboard = lazyComponent(keyboard, (module) => module.CodeKeyboard);

export function LazyCodeKeyboard(props: CodeKeyboardProps) {
  return (
    <Suspense fallback={null}>
      <RealKeyboard {...props} />
    </Suspense>
  );
}
