import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Kentucky itemized deductions (Schedule A; KRS 141.019(2)(i)): the federal itemized deductions
 * without taxes, medical expenses and the overall limitation, which Kentucky does not allow, so
 * the home mortgage interest and the federal charitable deduction.
 */
export const ky_itemized_deductions = defineUsVariable({
  id: 'ky_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=53498',
  formula: (f) => {
    const interest = f.get('interest_deduction');
    const charity = f.get('charitable_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = interest[i]! + charity[i]!;
    return out;
  },
});
