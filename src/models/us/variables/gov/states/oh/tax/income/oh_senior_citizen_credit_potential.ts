import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Ohio senior citizen credit (Schedule of Credits line 4) before the tax limit: \$50 per return with a filer aged 65 or more, when Ohio MAGI is under \$100,000 (R.C. 5747.055(C)).
 */
export const oh_senior_citizen_credit_potential = defineUsVariable({
  id: 'oh_senior_citizen_credit_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio senior citizen credit (before the tax limit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.055',
  formula: (f) => {
    const p = f.p.gov.states.oh.tax.income.credits;
    const magi = f.get('oh_agi');
    const oldest = f.max('age', { mask: 'is_tax_unit_head_or_spouse' });
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (magi[i]! < p.senior_magi_limit && oldest[i]! >= p.senior_citizen_age)
        out[i] = p.senior_citizen_amount;
    return out;
  },
});
