import { defineUsVariable } from '../../../../../us-variable.js';

/** New York child and dependent care credit, refundable (Tax Law 606(c)): a share of the federal credit before its tax limit — 110% up to 25,000 dollars of New York AGI, falling to 100% at 40,000 and to 20% at 50,000, 20% above. */
export const ny_cdcc = defineUsVariable({
  id: 'ny_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/606',
  formula: (f) => {
    const agi = f.get('ny_agi');
    const federal = f.get('cdcc_potential');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const a = agi[i]!;
      let rate = 0.2;
      if (a <= 25_000) rate = 1.1;
      else if (a <= 40_000) rate = 1.1 - (0.1 * (a - 25_000)) / 15_000;
      else if (a <= 50_000) rate = 1 - (0.8 * (a - 40_000)) / 10_000;
      out[i] = federal[i]! * rate;
    }
    return out;
  },
});
