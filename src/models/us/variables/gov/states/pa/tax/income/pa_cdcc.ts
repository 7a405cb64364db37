import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Pennsylvania's refundable Child and Dependent Care Enhancement credit (PA-40 Schedule DC): a
 * share of the federal credit before the federal tax limit (Form 2441 line 9a).
 */
export const pa_cdcc = defineUsVariable({
  id: 'pa_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference:
    'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/pit/documents/2024/2024_pa-40dc.pdf',
  formula: (f) => {
    const match = f.p.gov.states.pa.tax.income.credits.cdcc_match;
    const federal = f.get('cdcc_potential');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! * match;
    return out;
  },
});
