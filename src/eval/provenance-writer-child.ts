/**
 * Entry of the one-shot provenance writer: computes the model bundles of the given countries (this
 * loads their rules) and writes `provenance.json` atomically. Started by the orchestrator with a
 * time limit: `node --import tsx src/eval/provenance-writer-child.ts --countries us --out PATH`.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { failureFromError } from '../contract/index.js';
import { createProvenanceFile, writeProvenanceFile } from './provenance-file.js';
import { computeFingerprint } from './provenance-fingerprint.js';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { countries: { type: 'string' }, out: { type: 'string' } },
    strict: true,
  });
  if (values.countries === undefined || values.out === undefined)
    throw new Error('writer needs --countries and --out');
  const countries = values.countries.split(',');
  const roots = { projectRoot };
  const { computeModelBundles } = await import('./model-bundle.js');
  const bundles = await computeModelBundles(countries, roots);
  writeProvenanceFile(
    values.out,
    createProvenanceFile(countries, computeFingerprint(countries, roots), bundles),
  );
}

main().catch((error: unknown) => {
  const failure = failureFromError(error, {
    correlationId: `provenance-writer-${process.pid}`,
    fallbackCode: 'eval_provenance_write_failed',
  });
  process.stderr.write(`${JSON.stringify(failure)}\n`);
  process.exitCode = 1;
});
