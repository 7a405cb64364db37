import { defineUsVariable } from '../../../../../us-variable.js';

/** Illinois net income (IL-1040 line 11): base income less exemptions, not below 0. */
export const il_taxable_income = defineUsVariable({
  id: 'il_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois net income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K202',
  formula: (f) => {
    const base = f.get('il_base_income');
    const exemptions = f.get('il_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, base[i]! - exemptions[i]!);
    return out;
  },
});
