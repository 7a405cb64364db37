import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts refundable credits: the earned income credit, the child and family tax credit and the senior circuit breaker. */
export const ma_refundable_credits = defineUsVariable({
  id: 'ma_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section6',
  formula: (f) => {
    const eitc = f.get('ma_eitc');
    const family = f.get('ma_child_and_family_credit');
    const breaker = f.get('ma_senior_circuit_breaker');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + family[i]! + breaker[i]!;
    return out;
  },
});
