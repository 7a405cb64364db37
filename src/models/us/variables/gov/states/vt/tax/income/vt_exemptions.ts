import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont personal exemptions (IN-111 line 5): the exemption amount for each member of the tax unit. */
export const vt_exemptions = defineUsVariable({
  id: 'vt_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont personal exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/section/32/151/05811',
  formula: (f) => {
    const amount = f.p.gov.states.vt.tax.income.deductions.exemption;
    const size = f.get('tax_unit_size');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = size[i]! * amount;
    return out;
  },
});
