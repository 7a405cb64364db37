import { INVALID_POLICY_PERIOD, parsePolicyPeriod, type Policy } from '../contract/index.js';
import { EngineError, type TaxSystem } from '../engine/index.js';
import { ExecutorCode, ExecutorError, type ExecutorIssue } from './executor-error.js';

/**
 * Every policy-period problem of a policy (strict ISO 8601: `YYYY-MM-DD` or
 * `YYYY-MM-DD.YYYY-MM-DD`; `2027-4-6` is an error, never coerced). Empty for current law.
 */
export function policyPeriodIssues(policy: Policy): ExecutorIssue[] {
  if (policy === 'current-law') return [];
  const issues: ExecutorIssue[] = [];
  for (const [path, periods] of Object.entries(policy.reform)) {
    for (const period of Object.keys(periods)) {
      const parsed = parsePolicyPeriod(period);
      if (!parsed.ok)
        issues.push({
          code: INVALID_POLICY_PERIOD,
          path: `${path}["${period}"]`,
          message: parsed.message,
        });
    }
  }
  return issues;
}

/** Throws {@link ExecutorError} `invalid_policy_period` listing every bad period of the policy. */
export function assertPolicyPeriods(policy: Policy): void {
  const issues = policyPeriodIssues(policy);
  if (issues.length > 0) {
    throw new ExecutorError(
      ExecutorCode.invalidPolicyPeriod,
      `policy has ${issues.length} invalid period(s): ${issues.map((i) => i.message).join('; ')}`,
      { issues },
    );
  }
}

/**
 * The system a policy describes: current law as is, or current law with the reform applied
 * (`system.withReform`). Periods are checked first; a reform the engine rejects (unknown path,
 * wrong type, out-of-range value…) becomes an {@link ExecutorError} carrying the engine's code
 * (e.g. `unknown_parameter`) and every issue at once.
 */
export function applyPolicy(system: TaxSystem, policy: Policy): TaxSystem {
  assertPolicyPeriods(policy);
  if (policy === 'current-law') return system;
  try {
    return system.withReform(policy.reform, policy.structural ?? []);
  } catch (error) {
    if (error instanceof EngineError) {
      throw new ExecutorError(error.code, error.message, { issues: error.issues, cause: error });
    }
    throw error;
  }
}
