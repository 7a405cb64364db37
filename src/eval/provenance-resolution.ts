import { readProvenanceFile } from './provenance-file.js';
import { sameCountries } from './provenance.js';
import type { ModelBundle, ProvenanceFile } from './provenance.js';

/** Where a child's model bundles came from. */
export type BundleSource = 'handed' | 'computed';

/** Options of {@link resolveModelBundles}. */
export interface ResolveBundlesOptions {
  /** The countries of this chunk. */
  readonly countries: readonly string[];
  /** The handed provenance file, if the parent set the environment variable. */
  readonly handedPath: string | undefined;
  /** This process's fingerprint for the countries (cheap: reads sources, loads no rules). */
  readonly fingerprint: (countries: readonly string[]) => string;
  /** Computes the bundles by loading the model (expensive; imported lazily by the caller). */
  readonly compute: (countries: readonly string[]) => Promise<ModelBundle[]>;
  /** Told why a handed file was not reused. */
  readonly onNotReused?: (reason: string) => void;
}

/** Bundles in their canonical order (by country), whichever way they were obtained. */
export function sortBundles(bundles: readonly ModelBundle[]): ModelBundle[] {
  return [...bundles].sort((a, b) => (a.country < b.country ? -1 : a.country > b.country ? 1 : 0));
}

/**
 * A chunk child's model bundles: those of the handed file when it records exactly this chunk's
 * countries and this process's fingerprint; otherwise computed here.
 */
export async function resolveModelBundles(
  options: ResolveBundlesOptions,
): Promise<{ bundles: ModelBundle[]; source: BundleSource }> {
  if (options.handedPath !== undefined && options.handedPath !== '') {
    const checked = checkHandedFile(options.handedPath, options);
    if (checked.kind === 'usable')
      return { bundles: sortBundles(checked.file.bundles), source: 'handed' };
    options.onNotReused?.(checked.reason);
  }
  return { bundles: sortBundles(await options.compute(options.countries)), source: 'computed' };
}

function checkHandedFile(
  path: string,
  options: ResolveBundlesOptions,
): { kind: 'usable'; file: ProvenanceFile } | { kind: 'unusable'; reason: string } {
  let file: ProvenanceFile;
  try {
    file = readProvenanceFile(path);
  } catch (error) {
    return { kind: 'unusable', reason: error instanceof Error ? error.message : String(error) };
  }
  if (!sameCountries(file.countries, options.countries)) {
    return {
      kind: 'unusable',
      reason: `provenance file records ${file.countries.join(',')}, this chunk is ${options.countries.join(',')}`,
    };
  }
  if (file.fingerprint !== options.fingerprint(options.countries)) {
    return { kind: 'unusable', reason: 'provenance file fingerprint differs from this process' };
  }
  if (
    !sameCountries(
      file.bundles.map((b) => b.country),
      options.countries,
    )
  ) {
    return { kind: 'unusable', reason: 'provenance file bundles do not cover the countries' };
  }
  return { kind: 'usable', file };
}
