import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska itemized deductions (Form 1040N line 6 worksheet): the federal itemized deductions with the state and local tax deduction (which includes the state income tax) replaced by the real estate taxes, as PolicyEngine-US computes them. */
export const ne_itemized_deductions = defineUsVariable({
  id: 'ne_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2716.01',
  formula: (f) => {
    const federal = f.get('itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const realEstate = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, federal[i]! - salt[i]! + realEstate[i]!);
    return out;
  },
});
