import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * South Carolina dependent exemption and young child deduction (SC Code 12-6-1140(13), 12-6-1160;
 * SC1040 lines w and x): the amount per dependent, and again per dependent under 6.
 */
export const sc_dependent_exemption = defineUsVariable({
  id: 'sc_dependent_exemption',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina dependent exemption and young child deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://www.scstatehouse.gov/code/t12c006.php',
  formula: (f) => {
    const p = f.p.gov.states.sc.tax.income.deductions;
    const dependent = f.members('is_tax_unit_dependent');
    const age = f.members('age');
    const unit = f.memberIndex();
    const out = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      if (!dependent[j]) continue;
      const count = age[j]! < p.young_child_age_limit ? 2 : 1;
      out[unit[j]!] = out[unit[j]!]! + count * p.dependent_exemption;
    }
    return out;
  },
});
