import { defineUsVariable } from '../../../../../us-variable.js';

/** Oregon earned income credit, refundable (ORS 315.266): a share of the federal credit, higher for a return with a child under 3. */
export const or_eitc = defineUsVariable({
  id: 'or_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://oregon.public.law/statutes/ors_315.266',
  formula: (f) => {
    const p = f.p.gov.states.or.tax.income.credits.eitc;
    const federal = f.get('eitc');
    const dependent = f.members('is_tax_unit_dependent');
    const age = f.members('age');
    const young = new Float64Array(age.length);
    for (let i = 0; i < age.length; i += 1)
      young[i] = dependent[i] && age[i]! < p.young_child_age ? 1 : 0;
    const hasYoung = f.aggregate(young, 'person', 'any');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = federal[i]! * (hasYoung[i] ? p.young_child_match : p.other_match);
    return out;
  },
});
