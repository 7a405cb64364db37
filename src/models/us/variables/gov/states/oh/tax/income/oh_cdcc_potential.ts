import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Ohio child and dependent care credit (Schedule of Credits line 6) before the tax limit: the federal credit in full below \$20,000 of Ohio AGI, a quarter of it below \$40,000 (R.C. 5747.054).
 */
export const oh_cdcc_potential = defineUsVariable({
  id: 'oh_cdcc_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio child and dependent care credit (before the tax limit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.054',
  formula: (f) => {
    const p = f.p.gov.states.oh.tax.income.credits;
    const agi = f.get('oh_agi');
    const rate = p.cdcc_rate.calc(agi);
    const federal = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! * rate[i]!;
    return out;
  },
});
