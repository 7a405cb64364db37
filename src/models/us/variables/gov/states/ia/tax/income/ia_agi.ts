import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Iowa income after its modifications (IA 1040 lines 1-3; Iowa Code 422.7 as amended by 2022
 * SF 2442): from 2023 Iowa starts from federal taxable income, which already holds the federal
 * deductions (standard or itemized, qualified business income, and from 2025 the federal
 * Schedule 1-A deductions), less the Iowa subtractions; at least 0.
 */
export const ia_agi = defineUsVariable({
  id: 'ia_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Iowa income after its modifications',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference:
    'https://revenue.iowa.gov/taxes/tax-guidance/individual-income-tax/1040-expanded-instructions/federal-total-income',
  formula: (f) => {
    const federal = f.get('taxable_income');
    const subtractions = f.get('ia_subtractions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, federal[i]! - subtractions[i]!);
    return out;
  },
});
