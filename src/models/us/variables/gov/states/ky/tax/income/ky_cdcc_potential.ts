import { defineUsVariable } from '../../../../../us-variable.js';

/** Kentucky household and dependent care service credit before the tax limit (KRS 141.067): 20% of the federal credit. */
export const ky_cdcc_potential = defineUsVariable({
  id: 'ky_cdcc_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky dependent care credit before the tax limit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=29058',
  formula: (f) => {
    const match = f.p.gov.states.ky.tax.income.credits.cdcc_match;
    const federal = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});
