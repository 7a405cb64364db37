import { defineUsVariable } from '../../../../../us-variable.js';

/** Indiana adjusted gross income tax (IT-40 line 8; IC 6-3-2-1): the flat rate on positive Indiana AGI. No non-refundable credit has an input. */
export const in_income_tax_before_refundable_credits = defineUsVariable({
  id: 'in_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Indiana income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  reference: 'https://iga.in.gov/laws/2024/ic/titles/6#6-3-2-1',
  formula: (f) => {
    const rate = f.p.gov.states.in.tax.income.rate;
    const income = f.get('in_agi');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, income[i]!) * rate;
    return out;
  },
});
