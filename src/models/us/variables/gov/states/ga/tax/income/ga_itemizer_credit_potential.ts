import { defineUsVariable } from '../../../../../us-variable.js';

/** Georgia itemizer credit before the tax limit: $300 per filer of a return that itemizes (2024 on). */
export const ga_itemizer_credit_potential = defineUsVariable({
  id: 'ga_itemizer_credit_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia itemizer credit (before the tax limit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference:
    'https://law.justia.com/codes/georgia/2022/title-48/chapter-7/article-2/section-48-7-29-23/',
  formula: (f) => {
    const amount = f.p.gov.states.ga.tax.income.credits.itemizer_amount;
    const itemizes = f.get('tax_unit_itemizes');
    const filers = f.sum('is_tax_unit_head_or_spouse');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) if (itemizes[i]) out[i] = amount * filers[i]!;
    return out;
  },
});
