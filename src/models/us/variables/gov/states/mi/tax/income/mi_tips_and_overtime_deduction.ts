import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Michigan subtraction of qualified tips and overtime premium pay included in federal AGI, where in
 * effect (from 2026 here).
 */
export const mi_tips_and_overtime_deduction = defineUsVariable({
  id: 'mi_tips_and_overtime_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan tips and overtime subtraction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-30',
  formula: (f) => {
    const inEffect = f.p.gov.states.mi.tax.income.deductions.tips_and_overtime_in_effect;
    const out = f.zeros();
    if (!inEffect) return out;
    const tips = f.sum('qualified_tip_income', { mask: 'is_tax_unit_head_or_spouse' });
    const overtime = f.sum('qualified_overtime_income', { mask: 'is_tax_unit_head_or_spouse' });
    for (let i = 0; i < f.size; i += 1) out[i] = tips[i]! + overtime[i]!;
    return out;
  },
});
