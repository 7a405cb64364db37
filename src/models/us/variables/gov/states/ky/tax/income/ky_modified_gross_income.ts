import { defineUsVariable } from '../../../../../us-variable.js';

/** Kentucky modified gross income for the family size tax credit (KRS 141.066(1)(c)): the larger of federal and Kentucky AGI (tax-exempt interest and lump-sum distributions, also added, have no input). */
export const ky_modified_gross_income = defineUsVariable({
  id: 'ky_modified_gross_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky modified gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=49188',
  formula: (f) => {
    const federal = f.get('adjusted_gross_income');
    const kentucky = f.get('ky_agi');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(federal[i]!, kentucky[i]!);
    return out;
  },
});
