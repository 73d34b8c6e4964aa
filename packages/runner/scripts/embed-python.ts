// `npm run python:embed`: writes src/python/python-files.generated.ts from the runner's .py files.
import { writeFileSync } from 'node:fs';
import { embeddedModule, generatedModulePath } from '../src/python/python-files.ts';

writeFileSync(generatedModulePath(), embeddedModule());
console.log(`Wrote ${generatedModulePath().pathname}`);
