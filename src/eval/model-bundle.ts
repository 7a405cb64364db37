/**
 * Everything of the evaluation that loads a country model or a dataset: model bundle provenance,
 * reference outputs, and the default dataset as a scenario source. Import this module only
 * dynamically (`await import('./model-bundle.js')`), so that a process that is handed the
 * provenance never loads the rules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalSha256 } from '../contract/index.js';
import { buildDefaultDataset, COUNTRY_PACKS, type CountryPack } from '../countries/index.js';
import { listLeaves, simulateSituations } from '../engine/index.js';
import type { TaxSystem } from '../engine/index.js';
import { computeFingerprint } from './provenance-fingerprint.js';
import type { FingerprintRoots } from './provenance-fingerprint.js';
import { createDatasetScenarioSource } from './dataset-source.js';
import type { DatasetLike } from './dataset-source.js';
import type { ModelBundle } from './provenance.js';
import type { ScenarioSource } from './scenario-source.js';
import type { ReferenceOutput } from './scenario-files.js';
import type { Situation } from './scenario.js';

/** Error raised when a country has no model Fiscus can load. */
export class UnsupportedCountryError extends Error {
  readonly code = 'eval_unsupported_country';
  constructor(readonly country: string) {
    super(`no country model for ${country}`);
    this.name = 'UnsupportedCountryError';
  }
}

/** Country packs by id: the product's by default; a test may bring its own. */
export type EvalPacks = Readonly<Record<string, CountryPack>>;

function packOf(country: string, packs: EvalPacks = COUNTRY_PACKS): CountryPack {
  if (!Object.hasOwn(packs, country)) throw new UnsupportedCountryError(country);
  return packs[country]!;
}

/** Loads a country's model through its pack (the expensive step: the pack imports the rules lazily). */
export async function loadCountryModel(
  country: string,
  packs?: EvalPacks,
): Promise<{ version: string; system: TaxSystem }> {
  return packOf(country, packs).loadModel();
}

function projectVersion(roots: FingerprintRoots): string {
  try {
    const pkg = JSON.parse(readFileSync(join(roots.projectRoot, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The digest of a system's parameters: every leaf's path and value history. */
export function parametersDigest(system: TaxSystem): string {
  return canonicalSha256(
    listLeaves(system.parameters).map((leaf) => [
      leaf.path,
      leaf.values.map((v) => [v.date, v.value]),
    ]),
  );
}

/** Computes the model bundle provenance of each country by loading its model. */
export async function computeModelBundles(
  countries: readonly string[],
  roots: FingerprintRoots,
  packs?: EvalPacks,
): Promise<ModelBundle[]> {
  const bundles: ModelBundle[] = [];
  for (const country of [...new Set(countries)].sort()) {
    const model = await loadCountryModel(country, packs);
    bundles.push({
      country,
      modelVersion: model.version,
      rulesHash: model.system.hash,
      parametersDigest: parametersDigest(model.system),
      engineVersion: `fiscus-engine@${projectVersion(roots)}`,
      fingerprint: computeFingerprint([country], roots),
    });
  }
  return bundles;
}

/** Computes reference outputs of scenarios with a country model. */
export interface ReferenceCalculator {
  /** The candidate programs the model defines, in the order given. */
  readonly programs: readonly string[];
  compute(scenarios: readonly { id: string; year: number; situation: Situation }[]): {
    references: ReferenceOutput[];
    filingStatus: Map<string, string>;
  };
}

/** A reference calculator on a country's model: each program summed over the household's instances. */
export async function createReferenceCalculator(
  country: string,
  candidatePrograms: readonly string[],
  packs?: EvalPacks,
): Promise<ReferenceCalculator> {
  const { system } = await loadCountryModel(country, packs);
  const programs = candidatePrograms.filter((id) => system.variables.has(id));
  return {
    programs,
    compute(scenarios) {
      const references: ReferenceOutput[] = [];
      const filingStatus = new Map<string, string>();
      if (scenarios.length === 0) return { references, filingStatus };
      const { simulation, batch } = simulateSituations(
        system,
        scenarios.map((s) => s.situation),
      );
      // Each scenario is answered at its own year: a batch may hold several (one calculation per
      // year and program, read at that scenario's rows).
      const columnsOf = new Map<string, Map<string, ArrayLike<number>>>();
      const column = (id: string, year: number): ArrayLike<number> => {
        const period = String(year);
        let byId = columnsOf.get(period);
        if (byId === undefined) columnsOf.set(period, (byId = new Map()));
        let values = byId.get(id);
        if (values === undefined) byId.set(id, (values = simulation.calculate(id, period)));
        return values;
      };
      const filing = system.variables.get('filing_status');
      scenarios.forEach((scenario, index) => {
        const layout = batch.layouts[index]!;
        for (const id of programs) {
          const variable = system.variables.get(id)!;
          const rows = layout.rows[variable.entity] ?? new Map<string, number>();
          const values = column(id, scenario.year);
          let total = 0;
          for (const row of rows.values()) total += Number(values[row] ?? 0);
          references.push({
            scenarioId: scenario.id,
            program: id,
            value: Math.round(total * 100) / 100,
          });
        }
        if (filing !== undefined) {
          const first = [...(layout.rows[filing.entity]?.values() ?? [])][0];
          const code =
            first === undefined ? undefined : column('filing_status', scenario.year)[first];
          if (code !== undefined)
            filingStatus.set(scenario.id, filing.enum?.names[Number(code)] ?? String(code));
        }
      });
      return { references, filingStatus };
    },
  };
}

/**
 * The default scenario source of a country: its pack's single-year default dataset (for the US,
 * the synthetic population generated from the seed, uprated and calibrated to the year) with the
 * given size, its situations keeping only the inputs the model defines without a formula.
 */
export async function createDefaultScenarioSource(
  options: {
    country: string;
    households: number;
    seed: number;
    year: number;
  },
  packs?: EvalPacks,
): Promise<ScenarioSource> {
  const pack = packOf(options.country, packs);
  const { system } = await pack.loadModel();
  const dataset = buildDefaultDataset(
    pack,
    { households: options.households, seed: options.seed, year: options.year },
    system,
  ) as DatasetLike;
  const plurals = Object.fromEntries(
    system.entities.filter((e) => !e.isPerson).map((e) => [e.key, e.plural]),
  );
  const { incomeInputs, filingStatus } = pack.benchmark;
  return createDatasetScenarioSource(
    dataset,
    plurals,
    (id) => system.variables.get(id)?.formulas.every((f) => f.formula === null) ?? false,
    {
      regionColumn: pack.regions.column,
      ...(incomeInputs === undefined ? {} : { incomeInputs }),
      ...(filingStatus === undefined ? {} : { filingStatus }),
    },
  );
}
