import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma use tax (Form 511 line 29), as if no purchase records were kept: 0.056% of federal AGI, the rate of the instructions' use tax table; 0 when AGI is not positive. */
export const ok_use_tax = defineUsVariable({
  id: 'ok_use_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma use tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference:
    'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/past-year/2024/511-Pkt-2024.pdf',
  formula: (f) => {
    const rate = f.p.gov.states.ok.tax.income.use_tax.rate;
    const agi = f.get('adjusted_gross_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = rate * Math.max(0, agi[i]!);
    return out;
  },
});
