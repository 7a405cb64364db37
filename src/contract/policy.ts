import { z } from 'zod';
import { INVALID_POLICY_PERIOD, parsePolicyPeriod } from './policy-period.js';

/**
 * A parameter path of the PolicyEngine reform convention: dot-separated snake-case names with
 * optional bracket indices for scale brackets, e.g. `gov.irs.credits.ctc.amount.base[0].amount`.
 */
export const PARAMETER_PATH_PATTERN = /^[a-z_][a-z0-9_]*(\.[a-z0-9_]+|\[\d+\])*$/i;

/** A parameter value in a reform: a finite number, a boolean or a string. */
export const ParameterValueSchema = z.union([z.number(), z.boolean(), z.string().max(256)]);

/**
 * Values of one parameter by period, with PolicyEngine's meaning (see `parsePolicyPeriod`): a bare
 * `YYYY`, `YYYY-MM` or `YYYY-MM-DD` applies from then on; `YYYY-MM-DD.YYYY-MM-DD`, `year:YYYY:N`
 * and `month:YYYY-MM:N` apply over their span; `ETERNITY` always.
 */
export const PeriodValuesSchema = z
  .record(z.string(), ParameterValueSchema)
  .superRefine((values, ctx) => {
    if (Object.keys(values).length === 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          'no periods given; add at least one entry such as "2026-01-01": value (from then on) or "2026-01-01.2026-12-31": value',
        params: { code: 'empty_parameter_change' },
      });
    }
    for (const period of Object.keys(values)) {
      const parsed = parsePolicyPeriod(period);
      if (!parsed.ok) {
        ctx.addIssue({
          code: 'custom',
          message: parsed.message,
          path: [period],
          params: { code: INVALID_POLICY_PERIOD },
        });
      }
    }
  });

/**
 * A parametric and structural policy: `{ reform: { path: { period: value } | value },
 * structural?: [module ids] }`. A bare value (`path: 3600`) is PolicyEngine's shorthand for
 * `{"ETERNITY": 3600}`: that value always.
 */
export const PolicyChangesSchema = z.strictObject({
  reform: z
    .record(z.string(), z.union([ParameterValueSchema, PeriodValuesSchema]))
    .superRefine((reform, ctx) => {
      for (const path of Object.keys(reform)) {
        if (!PARAMETER_PATH_PATTERN.test(path)) {
          ctx.addIssue({
            code: 'custom',
            message: `"${path}" is not a parameter path; write dotted snake_case such as gov.irs.credits.ctc.amount.base[0].amount`,
            path: [path],
            params: { code: 'invalid_parameter_path' },
          });
        }
      }
    }),
  structural: z
    .array(z.string().regex(/^[a-z][a-z0-9_]*$/, 'structural reform ids are snake_case'))
    .optional(),
});

/** The policy of one simulation: `'current-law'` or a set of changes to it. */
export const PolicySchema = z.union([z.literal('current-law'), PolicyChangesSchema]);

/** Parametric and structural changes to current law. */
export type PolicyChanges = z.infer<typeof PolicyChangesSchema>;
/** The policy of one simulation. */
export type Policy = z.infer<typeof PolicySchema>;
