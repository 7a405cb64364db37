import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin exemptions (Wis. Stat. 71.07(8r)): $700 for each person of the return and $250 more for each filer aged 65 or more. */
export const wi_exemptions = defineUsVariable({
  id: 'wi_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/07/8r',
  formula: (f) => {
    const p = f.p.gov.states.wi.tax.income.exemptions;
    const size = f.get('tax_unit_size');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const aged = new Float64Array(age.length);
    for (let i = 0; i < age.length; i += 1) aged[i] = filer[i] && age[i]! >= p.aged_age ? 1 : 0;
    const agedCount = f.aggregate(aged, 'person', 'sum');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = p.base * size[i]! + p.aged * agedCount[i]!;
    return out;
  },
});
