import { defineUsVariable } from '../../../../../us-variable.js';
import { FILING_STATUS } from '../../../../../enums.js';
/** Arizona family income tax credit as applied (Form 140 line 49, A.R.S. 43-1073): $40 a person up to the maximum for the filing status when Arizona AGI is within the limit (by dependents for joint and head-of-household returns), at most the tax left after the dependent credit. */
export const az_family_tax_credit = defineUsVariable({
  id: 'az_family_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona family income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: 'https://www.azleg.gov/ars/43/01073.htm',
  formula: (f) => {
    const p = f.p.gov.states.az.tax.income.credits;
    const status = f.get('filing_status');
    const agi = f.get('az_agi');
    const dependents = f.get('tax_unit_count_dependents');
    const people = f.get('tax_unit_size');
    const familyLimit = p.family_income_limit_family.calc(dependents);
    const max = f.lookup(p.family_max, status, FILING_STATUS);
    const tax = f.get('az_income_tax_before_non_refundable_credits');
    const dependentCredit = f.get('az_dependent_tax_credit');
    const single = FILING_STATUS.codes.SINGLE;
    const separate = FILING_STATUS.codes.SEPARATE;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const small = status[i] === single || status[i] === separate;
      const limit = small ? p.family_income_limit_single : familyLimit[i]!;
      if (agi[i]! > limit) continue;
      const credit = Math.min(people[i]! * p.family_per_person, max[i]!);
      out[i] = Math.max(0, Math.min(credit, tax[i]! - dependentCredit[i]!));
    }
    return out;
  },
});
