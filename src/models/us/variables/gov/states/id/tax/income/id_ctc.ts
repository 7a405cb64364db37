import { defineUsVariable } from '../../../../../us-variable.js';

/** Idaho child tax credit (Idaho Code 63-3029L), non-refundable: $205 per child for whom the federal child tax credit is allowed. */
export const id_ctc = defineUsVariable({
  id: 'id_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Idaho child tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ID'] },
  reference: 'https://legislature.idaho.gov/statutesrules/idstat/Title63/T63CH30/SECT63-3029L/',
  formula: (f) => {
    const amount = f.p.gov.states.id.tax.income.credits.ctc_amount;
    const children = f.sum('ctc_qualifying_child');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = children[i]! * amount;
    return out;
  },
});
