import { defineUsVariable } from '../../../../../us-variable.js';

/** Indiana adjusted gross income (IT-40 line 7): federal AGI less Indiana deductions and exemptions; negative when they exceed it. */
export const in_agi = defineUsVariable({
  id: 'in_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Indiana adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  reference: 'https://iga.in.gov/laws/2024/ic/titles/6#6-3-1-3.5',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const deductions = f.get('in_deductions');
    const exemptions = f.get('in_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - deductions[i]! - exemptions[i]!;
    return out;
  },
});
