import { defineUsVariable } from '../../../../../us-variable.js';

/** Georgia child tax credit before the tax limit: $250 per federal CTC child under 6, from 2025. */
export const ga_ctc_potential = defineUsVariable({
  id: 'ga_ctc_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia child tax credit (before the tax limit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://legiscan.com/GA/text/HB136/id/3204611/Georgia-2025-HB136-Enrolled.pdf#page=2',
  formula: (f) => {
    const p = f.p.gov.states.ga.tax.income.credits;
    const child = f.members('ctc_qualifying_child');
    const age = f.members('age');
    const young = new Float64Array(child.length);
    for (let i = 0; i < child.length; i += 1)
      young[i] = child[i] && age[i]! < p.ctc_age_limit ? 1 : 0;
    const count = f.aggregate(young, 'person', 'sum');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = count[i]! * p.ctc_amount;
    return out;
  },
});
