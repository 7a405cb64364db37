import { defineUsVariable } from '../../../../../us-variable.js';

/** A head or spouse old enough for the rebate. */
export const pa_rebate_aged_filer = defineUsVariable({
  id: 'pa_rebate_aged_filer',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Pennsylvania rebate: filer aged 65 or more',
  definedFor: { variable: 'state_code', values: ['PA'] },
  formula: (f) => {
    const age = f.p.gov.states.pa.tax.income.rebate.age;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const years = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = filer[i] && years[i]! >= age ? 1 : 0;
    return out;
  },
});
