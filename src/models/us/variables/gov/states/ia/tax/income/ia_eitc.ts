import { defineUsVariable } from '../../../../../us-variable.js';

/** Iowa earned income tax credit (Iowa Code 422.12B; IA 1040 line 23): 15% of the federal credit, refundable. */
export const ia_eitc = defineUsVariable({
  id: 'ia_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Iowa earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/code/422.12B.pdf',
  formula: (f) => {
    const match = f.p.gov.states.ia.tax.income.credits.eitc_match;
    const federal = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});
