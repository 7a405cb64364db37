import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Ohio earned income credit (Schedule of Credits line 13) before the tax limit: 30% of the federal earned income credit (R.C. 5747.71).
 */
export const oh_eitc_potential = defineUsVariable({
  id: 'oh_eitc_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio earned income credit (before the tax limit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.71',
  formula: (f) => {
    const match = f.p.gov.states.oh.tax.income.credits.eitc_match;
    const federal = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! * match;
    return out;
  },
});
