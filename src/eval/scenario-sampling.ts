import { sha256Hex } from '../contract/index.js';
import type { HouseholdCandidate, ScenarioSource } from './scenario-source.js';

/** Which part of the population scenarios come from: the public part, or the held-back private part. */
export const SPLITS = ['public', 'private'] as const;
/** A population split. */
export type Split = (typeof SPLITS)[number];

/** Share of households in the private split (one in five). */
export const PRIVATE_SHARE = 0.2;

/** Error raised when a source does not hold enough households for the count asked. */
export class NotEnoughHouseholdsError extends Error {
  readonly code = 'eval_not_enough_households';
  constructor(
    readonly requested: number,
    readonly available: number,
    readonly split: Split,
  ) {
    super(`asked for ${requested} scenarios but the ${split} split holds ${available} households`);
    this.name = 'NotEnoughHouseholdsError';
  }
}

/**
 * The split a household belongs to. It depends only on the source digest and the household id,
 * never on the seed, so the private households stay private whatever the seed.
 */
export function householdSplit(sourceDigest: string, householdId: string): Split {
  const bucket = parseInt(
    sha256Hex(`fiscus-eval-split\0${sourceDigest}\0${householdId}`).slice(0, 8),
    16,
  );
  return bucket / 0x1_0000_0000 < PRIVATE_SHARE ? 'private' : 'public';
}

/**
 * Samples `count` households of a split, deterministically from the seed: households are ranked
 * by SHA-256 of (seed, source digest, id) and the first `count` are kept, in rank order. The result
 * does not depend on the order in which the source lists its households.
 */
export function sampleHouseholds(
  source: ScenarioSource,
  options: { count: number; seed: number; split: Split },
): HouseholdCandidate[] {
  const ranked: { key: string; id: string }[] = [];
  for (const id of source.householdIds()) {
    if (householdSplit(source.digest, id) !== options.split) continue;
    ranked.push({
      key: sha256Hex(`fiscus-eval-sample\0${options.seed}\0${source.digest}\0${id}`),
      id,
    });
  }
  if (ranked.length < options.count)
    throw new NotEnoughHouseholdsError(options.count, ranked.length, options.split);
  ranked.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : 1));
  return ranked.slice(0, options.count).map((r) => source.household(r.id));
}
