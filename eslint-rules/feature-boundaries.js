// A web feature (apps/web/src/features/<name>/) must not import another feature: shared pieces
// move down to components/ or lib/. Written here because eslint-plugin-import-x's resolver
// pulls platform binaries that this workplace's registry does not all hold, which breaks `npm ci`.
import path from 'node:path';

const FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

/** The feature a file belongs to, or undefined outside apps/web/src/features. */
function featureOf(file) {
  const index = file.indexOf(FEATURES);
  if (index === -1) return undefined;
  return file.slice(index + FEATURES.length).split(path.sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature does not import another feature.' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. A feature does not import another feature; move the shared piece down to components/ or lib/.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    function check(node) {
      const specifier = node.source && node.source.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), specifier));
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
