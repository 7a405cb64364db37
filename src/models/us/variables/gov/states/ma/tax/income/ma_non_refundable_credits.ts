import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts non-refundable credits: the limited income credit. */
export const ma_non_refundable_credits = defineUsVariable({
  id: 'ma_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section6',
  formula: (f) => {
    return Float64Array.from(f.get('ma_limited_income_credit'));
  },
});
