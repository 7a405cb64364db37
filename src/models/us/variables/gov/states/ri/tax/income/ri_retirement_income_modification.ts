import { defineUsVariable } from '../../../../../us-variable.js';
import { riModificationEligible } from './ri-modification.js';

/**
 * Rhode Island modification for taxable retirement income (Schedule M; R.I. Gen. Laws
 * 44-30-12(c)(9)): each filer at full retirement age subtracts their taxable pension and annuity
 * income up to the cap, when federal AGI is below the limit.
 */
export const ri_retirement_income_modification = defineUsVariable({
  id: 'ri_retirement_income_modification',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island retirement income modification',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'http://webserver.rilegislature.gov/Statutes/title44/44-30/44-30-12.HTM',
  formula: (f) => {
    const cap = f.p.gov.states.ri.tax.income.subtractions.retirement_cap;
    const eligible = riModificationEligible(f);
    const pension = f.members('taxable_pension_income');
    const each = new Float64Array(eligible.length);
    for (let j = 0; j < eligible.length; j += 1)
      each[j] = eligible[j]! * Math.min(cap, Math.max(0, pension[j]!));
    return f.aggregate(each, 'person', 'sum');
  },
});
