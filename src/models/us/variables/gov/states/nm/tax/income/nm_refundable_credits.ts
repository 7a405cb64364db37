import { defineUsVariable } from '../../../../../us-variable.js';

/** New Mexico refundable credits and rebates (PIT-RC, PIT-CG): the working families tax credit, the child income tax credit, the child day care credit and the low-income comprehensive tax rebate. */
export const nm_refundable_credits = defineUsVariable({
  id: 'nm_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  formula: (f) => {
    const wftc = f.get('nm_working_families_tax_credit');
    const ctc = f.get('nm_ctc');
    const care = f.get('nm_cdcc');
    const rebate = f.get('nm_low_income_comprehensive_tax_rebate');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = wftc[i]! + ctc[i]! + care[i]! + rebate[i]!;
    return out;
  },
});
