import { defineUsVariable } from '../../../us-variable.js';
import { byState } from '../../benefit-vectors.js';

/**
 * SNAP excess medical deduction: elderly or disabled members' out-of-pocket medical costs (including
 * Medicare premiums) above $35 a month, or the state's standard medical deduction if larger
 * (7 U.S.C. 2014(e)(5)).
 */
export const snap_excess_medical_expense_deduction = defineUsVariable({
  id: 'snap_excess_medical_expense_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'SNAP excess medical expense deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#e_5',
  formula: (f) => {
    const p = f.p.gov.usda.snap.income.deductions.excess_medical_expense;
    const costs = f.sum('snap_medical_out_of_pocket_expenses');
    const standard = byState(f, p.standard);
    const disregard = p.disregard;
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const excess = Math.max(costs[i]! - disregard, 0);
      out[i] = excess > 0 ? Math.max(excess, standard[i]!) : 0;
    }
    return out;
  },
});
