import { z } from 'zod';
import { canonicalSha256 } from './digest.js';

/** A lower-case hex SHA-256 digest. */
export const Sha256Schema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'a SHA-256 digest is 64 lower-case hex characters');

/** Entity and variable ids: snake_case. */
export const SnakeIdSchema = z.string().regex(/^[a-z][a-z0-9_]*$/, 'ids are snake_case');

/** The variables of each entity an output plan asks both simulations to produce. */
export type OutputPlanEntities = Readonly<Record<string, readonly string[]>>;

/**
 * An output plan: which variables of which entity both simulations must produce, every list
 * sorted and without duplicates, and `sha256` = canonical SHA-256 of `{ entities }`.
 */
export const OutputPlanSchema = z
  .strictObject({
    entities: z.record(SnakeIdSchema, z.array(SnakeIdSchema)),
    sha256: Sha256Schema,
  })
  .superRefine((plan, ctx) => {
    for (const [entity, variables] of Object.entries(plan.entities)) {
      const sorted = [...new Set(variables)].sort();
      if (sorted.length !== variables.length || sorted.some((v, i) => v !== variables[i])) {
        ctx.addIssue({
          code: 'custom',
          path: ['entities', entity],
          message: 'variables must be sorted and unique; build plans with createOutputPlan',
          params: { code: 'output_plan_unsorted' },
        });
      }
    }
    if (plan.sha256 !== outputPlanSha256(plan.entities)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sha256'],
        message: 'sha256 does not match the entities; recompute it with createOutputPlan',
        params: { code: 'output_plan_digest_mismatch' },
      });
    }
  });

/** An output plan with its digest. */
export type OutputPlan = z.infer<typeof OutputPlanSchema>;

/** Canonical SHA-256 of an output plan's entities (`{ entities }`). */
export function outputPlanSha256(entities: OutputPlanEntities): string {
  return canonicalSha256({ entities });
}

/**
 * Builds an output plan: sorts and de-duplicates every entity's variables, drops entities with
 * none, and computes the digest. Equal plans give equal digests whatever the input order.
 */
export function createOutputPlan(entities: OutputPlanEntities): OutputPlan {
  const normalised: Record<string, string[]> = {};
  for (const entity of Object.keys(entities).sort()) {
    const variables = [...new Set(entities[entity])].sort();
    if (variables.length > 0) normalised[entity] = variables;
  }
  return { entities: normalised, sha256: outputPlanSha256(normalised) };
}

/**
 * The variables of `plan` that `available` lacks, per entity (empty when the columns cover the
 * plan). Used to decide whether a cached baseline holds everything a report needs.
 */
export function missingPlanColumns(
  plan: OutputPlan,
  available: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const [entity, variables] of Object.entries(plan.entities)) {
    const have = new Set(available[entity] ?? []);
    const lacking = variables.filter((v) => !have.has(v));
    if (lacking.length > 0) missing[entity] = lacking;
  }
  return missing;
}
