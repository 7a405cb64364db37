import { defineUsVariable } from '../../../../../us-variable.js';

/** New York earned income credit, refundable: 30% of the federal credit less the household credit allowed (Tax Law 606(d)). */
export const ny_eitc = defineUsVariable({
  id: 'ny_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/606',
  formula: (f) => {
    const match = f.p.gov.states.ny.tax.income.credits.eitc_match;
    const federal = f.get('eitc');
    const household = f.get('ny_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, federal[i]! * match - household[i]!);
    return out;
  },
});
