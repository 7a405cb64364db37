import type { MacroOutput } from '../contract/index.js';
import { weightColumn, type MacroProfile } from './macro-profile.js';
import type { SortedFrame } from './sorted-frame.js';
import { weightedSum, sumWhere } from './summation.js';

type Pair = { baseline: SortedFrame; reform: SortedFrame };

function total(frame: SortedFrame, variable: string): number {
  return weightedSum(frame.floats(variable), frame.floats(weightColumn(frame.frame.entity)));
}

/**
 * The budget section: weighted totals of household tax, state income tax, benefits and net
 * income under both policies (each weighted by its own simulation's household weights).
 * `tax_revenue_impact` = Δ household tax (as the model defines it: net of refundable credits);
 * `budgetary_impact` = tax revenue impact − benefit spending impact; `households` = Σ baseline
 * household weights; `baseline_net_income` = Σ baseline weighted household net income.
 */
export function computeBudget(
  profile: MacroProfile,
  households: Pair,
): NonNullable<MacroOutput['budget']> {
  const h = profile.household;
  const delta = (variable: string): number =>
    total(households.reform, variable) - total(households.baseline, variable);
  const taxRevenueImpact = delta(h.tax);
  const benefitSpendingImpact = delta(h.benefits);
  return {
    tax_revenue_impact: taxRevenueImpact,
    state_tax_revenue_impact: delta(h.stateIncomeTax),
    benefit_spending_impact: benefitSpendingImpact,
    budgetary_impact: taxRevenueImpact - benefitSpendingImpact,
    households: sumWhere(households.baseline.floats(weightColumn('household'))),
    baseline_net_income: total(households.baseline, h.netIncome),
  };
}

/** The detailed budget: each program's weighted total under both policies, and the difference. */
export function computeDetailedBudget(
  profile: MacroProfile,
  pairOf: (entity: string) => Pair,
): NonNullable<MacroOutput['detailed_budget']> {
  const out: NonNullable<MacroOutput['detailed_budget']> = {};
  for (const program of profile.programs) {
    const pair = pairOf(program.entity);
    const baseline = total(pair.baseline, program.variable);
    const reform = total(pair.reform, program.variable);
    out[program.id] = { baseline, reform, difference: reform - baseline };
  }
  return out;
}
