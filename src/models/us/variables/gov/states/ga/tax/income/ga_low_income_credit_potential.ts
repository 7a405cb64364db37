import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Georgia low income credit before the tax limit (O.C.G.A. 48-7A-3(c)): the amount for federal AGI
 * (under $20,000) times the exemptions — filers and dependents — plus one for each filer aged 65.
 */
export const ga_low_income_credit_potential = defineUsVariable({
  id: 'ga_low_income_credit_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia low income credit (before the tax limit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://law.justia.com/codes/georgia/title-48/chapter-7a/section-48-7a-3/',
  formula: (f) => {
    const p = f.p.gov.states.ga.tax.income.credits;
    const amount = p.low_income.calc(f.get('adjusted_gross_income'));
    const people = f.count();
    const aged = f.sum('ga_low_income_aged_filer');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = amount[i]! * (people[i]! + aged[i]!);
    return out;
  },
});
