import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey refundable credits: the property tax credit, the earned income tax credit, the child tax credit and the child and dependent care credit. */
export const nj_refundable_credits = defineUsVariable({
  id: 'nj_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://www.nj.gov/treasury/taxation/pdf/current/1040i.pdf',
  formula: (f) => {
    const ids = ['nj_property_tax_credit', 'nj_eitc', 'nj_ctc', 'nj_cdcc'] as const;
    const out = f.zeros();
    for (const id of ids) {
      const values = f.get(id);
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + values[i]!;
    }
    return out;
  },
});
