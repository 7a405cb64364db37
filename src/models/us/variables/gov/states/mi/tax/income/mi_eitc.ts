import { defineUsVariable } from '../../../../../us-variable.js';

/** Michigan earned income tax credit, refundable: 30% of the federal credit (MCL 206.272). */
export const mi_eitc = defineUsVariable({
  id: 'mi_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-272',
  formula: (f) => {
    const match = f.p.gov.states.mi.tax.income.credits.eitc_match;
    const federal = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! * match;
    return out;
  },
});
