import { byFilingStatus } from '../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Basic standard deduction by filing status; for a head who can be claimed as someone else's
 * dependent, limited to the greater of the minimum and earned income plus the add-on.
 */
export const basic_standard_deduction = defineUsVariable({
  id: 'basic_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Basic standard deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/63#c',
  formula: (f) => {
    const p = f.p.gov.irs.deductions.standard;
    const amount = byFilingStatus(f, p.amount);
    const dependentElsewhere = f.get('head_is_dependent_elsewhere');
    const earned = f.get('tax_unit_earned_income');
    for (let i = 0, n = f.size; i < n; i += 1) {
      if (!dependentElsewhere[i]) continue;
      const limited = Math.max(
        p.dependent.amount,
        earned[i]! + p.dependent.additional_earned_income,
      );
      amount[i] = Math.min(amount[i]!, limited);
    }
    return amount;
  },
});
