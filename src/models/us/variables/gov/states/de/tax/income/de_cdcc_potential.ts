import { defineUsVariable } from '../../../../../us-variable.js';

/** Delaware child care credit before the tax limit (30 Del. C. 1114): half the federal credit. */
export const de_cdcc_potential = defineUsVariable({
  id: 'de_cdcc_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware child and dependent care credit before the tax limit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
  formula: (f) => {
    const match = f.p.gov.states.de.tax.income.credits.cdcc_match;
    const federal = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});
