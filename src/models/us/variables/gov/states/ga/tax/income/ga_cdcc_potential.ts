import { defineUsVariable } from '../../../../../us-variable.js';

/** Georgia child and dependent care credit before the tax limit: 30% of the federal credit (O.C.G.A. 48-7-29.10). */
export const ga_cdcc_potential = defineUsVariable({
  id: 'ga_cdcc_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia child and dependent care credit (before the tax limit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference:
    'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-29-10/',
  formula: (f) => {
    const rate = f.p.gov.states.ga.tax.income.credits.cdcc_rate;
    const federal = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! * rate;
    return out;
  },
});
