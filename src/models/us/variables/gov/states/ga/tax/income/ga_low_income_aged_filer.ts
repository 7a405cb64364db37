import { defineUsVariable } from '../../../../../us-variable.js';

/** A head or spouse aged 65 or more (one more exemption for the low income credit). */
export const ga_low_income_aged_filer = defineUsVariable({
  id: 'ga_low_income_aged_filer',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Georgia low income credit aged filer',
  definedFor: { variable: 'state_code', values: ['GA'] },
  formula: (f) => {
    const age = f.p.gov.states.ga.tax.income.credits.low_income_age;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const years = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = filer[i] && years[i]! >= age ? 1 : 0;
    return out;
  },
});
