import { defineUsVariable } from '../../../../../us-variable.js';

/** New Jersey gross income (NJ-1040 line 29): total income less the pension and other retirement income exclusions. */
export const nj_agi = defineUsVariable({
  id: 'nj_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Jersey gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NJ'] },
  reference: 'https://law.justia.com/codes/new-jersey/title-54a/section-54a-5-1/',
  formula: (f) => {
    const total = f.get('nj_total_income');
    const exclusions = f.get('nj_retirement_exclusions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, total[i]! - exclusions[i]!);
    return out;
  },
});
