import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { canonicalJson, canonicalSha256, sha256Hex } from '../contract/index.js';
import { writeFileAtomic } from './atomic-file.js';
import { ModelBundleSchema } from './provenance.js';
import { SPLITS } from './scenario-sampling.js';
import { ScenarioSchema } from './scenario.js';
import type { Scenario } from './scenario.js';

/** File names of a scenario directory. */
export const SCENARIO_FILES = {
  scenarios: 'scenarios.csv',
  manifest: 'manifest.json',
  references: 'reference_outputs.csv',
} as const;

/** Columns of `scenarios.csv`, in order. */
export const SCENARIO_COLUMNS = [
  'id',
  'country',
  'year',
  'state',
  'filing_status',
  'adults',
  'children',
  'total_income',
  'situation',
] as const;

/** The manifest of a scenario set, with its own digest over every other field. */
export const ScenarioManifestSchema = z
  .object({
    manifestVersion: z.literal(1),
    country: z.string(),
    year: z.number().int(),
    seed: z.number().int(),
    count: z.number().int().min(0),
    split: z.enum(SPLITS),
    source: z.object({ name: z.string(), digest: z.string() }).strict(),
    programs: z.array(z.string()),
    modelBundleProvenance: z.array(ModelBundleSchema),
    scenariosSha256: z.string(),
    referenceOutputsSha256: z.string(),
    digest: z.string(),
  })
  .strict();

/** A scenario manifest. */
export type ScenarioManifest = z.infer<typeof ScenarioManifestSchema>;

/** One reference value: what the country model computes for a scenario's program. */
export interface ReferenceOutput {
  readonly scenarioId: string;
  readonly program: string;
  readonly value: number;
}

/** Error raised when a scenario directory is missing a file or its files disagree. */
export class ScenarioSetError extends Error {
  readonly code = 'eval_scenario_set_invalid';
  constructor(
    message: string,
    readonly directory: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ScenarioSetError';
  }
}

/** The bytes of `scenarios.csv` for a list of scenarios (situations as canonical JSON). */
export function scenariosCsv(scenarios: readonly Scenario[]): string {
  return stringify(
    scenarios.map((s) => [
      s.id,
      s.country,
      s.year,
      s.state,
      s.filingStatus,
      s.adults,
      s.children,
      s.totalIncome,
      canonicalJson(s.situation),
    ]),
    { header: true, columns: [...SCENARIO_COLUMNS] },
  );
}

/** The bytes of `reference_outputs.csv`. */
export function referenceOutputsCsv(references: readonly ReferenceOutput[]): string {
  return stringify(
    references.map((r) => [r.scenarioId, r.program, r.value]),
    { header: true, columns: ['scenario_id', 'program', 'value'] },
  );
}

/** Writes a scenario set (scenarios, references, manifest with its digest); returns the manifest. */
export function writeScenarioSet(
  directory: string,
  scenarios: readonly Scenario[],
  references: readonly ReferenceOutput[],
  manifest: Omit<ScenarioManifest, 'scenariosSha256' | 'referenceOutputsSha256' | 'digest'>,
): ScenarioManifest {
  const scenarioText = scenariosCsv(scenarios);
  const referenceText = referenceOutputsCsv(references);
  const body = {
    ...manifest,
    scenariosSha256: sha256Hex(scenarioText),
    referenceOutputsSha256: sha256Hex(referenceText),
  };
  const full = ScenarioManifestSchema.parse({ ...body, digest: canonicalSha256(body) });
  writeFileAtomic(join(directory, SCENARIO_FILES.scenarios), scenarioText);
  writeFileAtomic(join(directory, SCENARIO_FILES.references), referenceText);
  writeFileAtomic(join(directory, SCENARIO_FILES.manifest), `${JSON.stringify(full, null, 2)}\n`);
  return full;
}

function readText(directory: string, name: string): string {
  try {
    return readFileSync(join(directory, name), 'utf8');
  } catch (error) {
    throw new ScenarioSetError(`cannot read ${name} in ${directory}`, directory, { cause: error });
  }
}

/** A loaded scenario set: the manifest, the scenarios, and the digest of `scenarios.csv`. */
export interface ScenarioSet {
  readonly manifest: ScenarioManifest;
  readonly scenarios: readonly Scenario[];
  /** SHA-256 of the bytes of `scenarios.csv`: the scenario digest of resume sidecars. */
  readonly scenarioDigest: string;
}

/** Reads `scenarios.csv` and the manifest of a directory, checking they belong together. */
export function readScenarioSet(directory: string): ScenarioSet {
  const text = readText(directory, SCENARIO_FILES.scenarios);
  const manifestParse = ScenarioManifestSchema.safeParse(
    JSON.parse(readText(directory, SCENARIO_FILES.manifest)),
  );
  if (!manifestParse.success)
    throw new ScenarioSetError(`manifest in ${directory} is malformed`, directory);
  const manifest = manifestParse.data;
  const scenarioDigest = sha256Hex(text);
  if (scenarioDigest !== manifest.scenariosSha256) {
    throw new ScenarioSetError(
      `scenarios.csv in ${directory} does not match its manifest`,
      directory,
    );
  }
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const scenarios = rows.map((row) =>
    ScenarioSchema.parse({
      id: row['id'],
      country: row['country'],
      year: Number(row['year']),
      state: row['state'],
      filingStatus: row['filing_status'],
      adults: Number(row['adults']),
      children: Number(row['children']),
      totalIncome: Number(row['total_income']),
      situation: JSON.parse(row['situation'] ?? 'null') as unknown,
    }),
  );
  return { manifest, scenarios, scenarioDigest };
}

/** Reads `reference_outputs.csv` of a directory. */
export function readReferenceOutputs(directory: string): ReferenceOutput[] {
  const rows = parse(readText(directory, SCENARIO_FILES.references), {
    columns: true,
    skip_empty_lines: true,
  }) as Record<string, string>[];
  return rows.map((row) => ({
    scenarioId: String(row['scenario_id']),
    program: String(row['program']),
    value: Number(row['value']),
  }));
}
