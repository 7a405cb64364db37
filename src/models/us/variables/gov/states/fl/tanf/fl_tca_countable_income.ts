import { defineUsVariable } from '../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../sum-variables.js';

/**
 * Florida TCA monthly countable income: earnings less the $90 standard disregard, and less the
 * "$200 and one-half" disregard when income after the $90 disregard is below the payment standard
 * (the test for a family that did not receive TCA in the last four months), plus unearned income
 * (F.S. 414.095(12); ESS manual 2420.0315). A loss is no income: neither part, nor the total, is
 * below zero, so a loss never raises the benefit.
 */
export const fl_tca_countable_income = defineUsVariable({
  id: 'fl_tca_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Florida TCA countable income',
  unit: 'currency-USD',
  reference: [
    'https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0400-0499/0414/Sections/0414.095.html',
    'https://www.myflfamilies.com/sites/default/files/2023-05/2400.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.fl.tanf.income;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const standard = f.get('fl_tca_payment_standard');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const afterStandard = Math.max(earned[i]! - p.standard_disregard, 0);
      const unearnedIncome = Math.max(unearned[i]!, 0);
      const fullDisregard = afterStandard + unearnedIncome < standard[i]!;
      const countableEarned = fullDisregard
        ? Math.max(afterStandard - p.flat_disregard, 0) * (1 - p.remainder_disregard_rate)
        : afterStandard;
      out[i] = countableEarned + unearnedIncome;
    }
    return out;
  },
});
