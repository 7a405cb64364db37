import { defineUsVariable } from '../../../us-variable.js';
import { bySnapRegion } from '../../benefit-vectors.js';

/**
 * SNAP excess shelter deduction: shelter costs and the utility allowance above half of net income
 * before this deduction, capped unless a member is elderly or disabled (7 U.S.C. 2014(e)(6)).
 */
export const snap_excess_shelter_expense_deduction = defineUsVariable({
  id: 'snap_excess_shelter_expense_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP excess shelter expense deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#e_6',
  formula: (f) => {
    const p = f.p.gov.usda.snap.income.deductions.excess_shelter_expense;
    const cap = bySnapRegion(f, p.cap);
    const housing = f.get('snap_housing_cost');
    const utility = f.get('snap_utility_allowance');
    const income = f.get('snap_net_income_pre_shelter');
    const uncapped = f.get('has_usda_elderly_disabled');
    const out = new Float64Array(f.size);
    const share = p.income_share_disregard;
    for (let i = 0; i < f.size; i += 1) {
      const excess = Math.max(housing[i]! + utility[i]! - share * income[i]!, 0);
      out[i] = uncapped[i] ? excess : Math.min(excess, cap[i]!);
    }
    return out;
  },
});
