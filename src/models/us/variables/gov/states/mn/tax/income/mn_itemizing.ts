import { defineUsVariable } from '../../../../../us-variable.js';

/** Whether the Minnesota return itemizes: its itemized deductions exceed its standard deduction. */
export const mn_itemizing = defineUsVariable({
  id: 'mn_itemizing',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Minnesota itemizes',
  definedFor: { variable: 'state_code', values: ['MN'] },
  formula: (f) => {
    const itemized = f.get('mn_itemized_deductions');
    const standard = f.get('mn_standard_deduction');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = itemized[i]! > standard[i]! ? 1 : 0;
    return out;
  },
});
