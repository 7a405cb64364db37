import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Deductions taken whether or not the unit itemizes, other than the QBI deduction: the senior
 * deduction, and from 2025 the tips and overtime deductions.
 */
export const taxable_income_deductions_other_than_itemized = defineUsVariable({
  id: 'taxable_income_deductions_other_than_itemized',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Below-the-line deductions besides standard, itemized and QBI',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/63',
    'https://www.law.cornell.edu/uscode/text/26/224',
  ],
  formulas: {
    '2024-01-01': (f) => Float64Array.from(f.get('additional_senior_deduction')),
    '2025-01-01': (f) => {
      const senior = f.get('additional_senior_deduction');
      const tips = f.get('tip_income_deduction');
      const overtime = f.get('overtime_income_deduction');
      const out = new Float64Array(f.size);
      for (let i = 0, n = f.size; i < n; i += 1) out[i] = senior[i]! + tips[i]! + overtime[i]!;
      return out;
    },
  },
});
