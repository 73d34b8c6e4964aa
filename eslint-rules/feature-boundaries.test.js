import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import featureBoundaries from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const features = '/repo/apps/web/src/features';
new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run(
  'no-cross-feature-imports',
  featureBoundaries.rules['no-cross-feature-imports'],
  {
    valid: [
      { filename: `${features}/play/game/view.tsx`, code: "import x from '../editor/editor.tsx';" },
      { filename: `${features}/play/view.tsx`, code: "import x from '../../components/button.tsx';" },
      { filename: `${features}/play/view.tsx`, code: "import x from '@codehop/engine';" },
      { filename: '/repo/apps/web/src/app/router.tsx', code: "import x from '../features/play/play-route.tsx';" },
    ],
    invalid: [
      {
        filename: `${features}/play/view.tsx`,
        code: "import x from '../feedback/dialog.tsx';",
        errors: [{ messageId: 'crossFeature' }],
      },
      {
        filename: `${features}/play/deep/view.tsx`,
        code: "export { y } from '../../creator/y.ts';",
        errors: [{ messageId: 'crossFeature' }],
      },
      {
        filename: `${features}/play/view.tsx`,
        code: "const m = import('../quiz/page.tsx');",
        errors: [{ messageId: 'crossFeature' }],
      },
    ],
  },
);
