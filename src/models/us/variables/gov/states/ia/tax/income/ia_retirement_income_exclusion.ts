import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A taxpayer's or spouse's Iowa retirement income exclusion (Iowa Code 422.7(31), as amended by
 * 2022 SF 2442; IA 1040 Schedule 1): from 2023 all of their taxable pension income once they are
 * 55 or older.
 */
export const ia_retirement_income_exclusion = defineUsVariable({
  id: 'ia_retirement_income_exclusion',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Iowa retirement income exclusion',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/code/422.7.pdf',
  formula: (f) => {
    const minimumAge = f.p.gov.states.ia.tax.income.subtractions.retirement_minimum_age;
    const age = f.get('age');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const pension = f.get('taxable_pension_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (filer[i] && age[i]! >= minimumAge) out[i] = Math.max(0, pension[i]!);
    return out;
  },
});
