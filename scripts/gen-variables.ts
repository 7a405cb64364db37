// Generates a model's variable registry and id union from its variable files (the rules are in
// scripts/variable-registry.ts). `--check` fails when either generated file is stale: a variable
// file was added, removed or renamed without running `npm run gen:vars`.
// Usage: tsx scripts/gen-variables.ts [--check] <modelDir> <IdTypeName> <listExportName>
import { join } from 'node:path';
import { writeOrCheck } from './generated-file.js';
import {
  collectVariables,
  renderIds,
  renderRegistry,
  VariableRegistryError,
} from './variable-registry.js';

const args = process.argv.slice(2);
const check = args[0] === '--check';
const [modelDir, typeName, listName] = check ? args.slice(1) : args;
if (!modelDir || !typeName || !listName) {
  console.error('usage: gen-variables [--check] <modelDir> <IdTypeName> <listExportName>');
  process.exit(2);
}
let variables;
try {
  variables = await collectVariables(modelDir);
} catch (error) {
  if (!(error instanceof VariableRegistryError)) throw error;
  for (const problem of error.problems) console.error(problem);
  process.exit(1);
}
const regenerate = {
  script: 'gen:vars',
  staleWhen: 'a variable file was added, removed or renamed',
};
writeOrCheck(
  join(modelDir, 'variables.generated.ts'),
  renderRegistry(modelDir, variables, listName),
  check,
  regenerate,
);
writeOrCheck(
  join(modelDir, 'variable-ids.generated.ts'),
  renderIds(modelDir, variables, typeName),
  check,
  regenerate,
);
