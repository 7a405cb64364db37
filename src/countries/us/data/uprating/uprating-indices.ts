import { canonicalSha256 } from '../../../../contract/index.js';
import {
  uprateDataset,
  upratingFactor,
  upratingYears,
  UpratingIndicesSchema,
  type Dataset,
  type UpratingIndices,
} from '../../../../data/index.js';
import indicesJson from './us-uprating-indices.json' with { type: 'json' };

/** The US uprating indices, validated (data in `us-uprating-indices.json`). */
export const US_UPRATING_INDICES: UpratingIndices = UpratingIndicesSchema.parse(indicesJson);

/** SHA-256 of the canonical JSON of the uprating table. */
export const US_UPRATING_DIGEST: string = canonicalSha256(US_UPRATING_INDICES);

/** The factor that carries an amount of a US index from year `from` to year `to`. */
export function usUpratingFactor(index: string, from: number, to: number): number {
  return upratingFactor(index, from, to, US_UPRATING_INDICES);
}

/** Years every US index covers. */
export function usUpratingYears(): number[] {
  return upratingYears(US_UPRATING_INDICES);
}

/** A US dataset carried to another year by the US indices. */
export function uprateUsDataset(dataset: Dataset, year: number): Dataset {
  return uprateDataset(dataset, year, US_UPRATING_INDICES);
}
