import { readFileSync } from 'node:fs';
import { canonicalJson } from '../contract/index.js';
import { writeFileAtomic } from './atomic-file.js';
import { PROVENANCE_FILE_VERSION, ProvenanceFileSchema, sameCountries } from './provenance.js';
import type { ModelBundle, ProvenanceFile } from './provenance.js';

/** Error raised when a provenance file cannot be read back or does not hold what it should. */
export class ProvenanceFileError extends Error {
  readonly code = 'eval_provenance_file_invalid';
  constructor(
    message: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProvenanceFileError';
  }
}

/** Builds the provenance file document for the given countries and bundles. */
export function createProvenanceFile(
  countries: readonly string[],
  fingerprint: string,
  bundles: readonly ModelBundle[],
): ProvenanceFile {
  return ProvenanceFileSchema.parse({
    provenanceVersion: PROVENANCE_FILE_VERSION,
    countries: [...new Set(countries)].sort(),
    fingerprint,
    bundles: [...bundles],
  });
}

/** Writes a provenance file atomically (temporary file named after this process, then rename). */
export function writeProvenanceFile(path: string, file: ProvenanceFile): void {
  writeFileAtomic(path, `${canonicalJson(ProvenanceFileSchema.parse(file))}\n`);
}

/**
 * Reads a provenance file and validates it; when `countries` is given, the file must record exactly
 * those countries. Any problem is a {@link ProvenanceFileError}.
 */
export function readProvenanceFile(path: string, countries?: readonly string[]): ProvenanceFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ProvenanceFileError(`cannot read provenance file ${path}`, path, { cause: error });
  }
  const parsed = ProvenanceFileSchema.safeParse(raw);
  if (!parsed.success) throw new ProvenanceFileError(`provenance file ${path} is malformed`, path);
  if (countries !== undefined && !sameCountries(parsed.data.countries, countries)) {
    throw new ProvenanceFileError(
      `provenance file ${path} records ${parsed.data.countries.join(',')}, not ${countries.join(',')}`,
      path,
    );
  }
  return parsed.data;
}
