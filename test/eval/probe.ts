import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Node options that load the module probe into a child. */
export const PROBE_NODE_ARGS = [
  '--import',
  fileURLToPath(new URL('./fixtures/module-probe.mjs', import.meta.url)),
];

/** Environment variable naming the probe's log file. */
export const PROBE_LOG_VARIABLE = 'FISCUS_TEST_PROBE_LOG';

/** One resolution the probe recorded. */
export interface ProbeRecord {
  readonly pid: number;
  readonly specifier: string;
  readonly parent: string | null;
}

/** The probe's records. */
export function readProbe(path: string): ProbeRecord[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as ProbeRecord);
}

/** Records showing a country model's rules were loaded or attempted. */
export function modelLoads(records: readonly ProbeRecord[]): ProbeRecord[] {
  return records.filter((r) => /models\/us\/index|models\/uk\/index/.test(r.specifier));
}

/** Records showing the model bundle module (the only importer of models) was loaded. */
export function bundleModuleLoads(records: readonly ProbeRecord[]): ProbeRecord[] {
  return records.filter((r) => /model-bundle/.test(r.specifier));
}
