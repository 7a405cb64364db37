import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont standard deduction (IN-111 line 4): the filing status amount plus the additional amount for each filer aged 65 or more or blind. */
export const vt_standard_deduction = defineUsVariable({
  id: 'vt_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/section/32/151/05811',
  formula: (f) => {
    const p = f.p.gov.states.vt.tax.income.deductions;
    const base = f.lookup(p.standard, f.get('filing_status'), FILING_STATUS);
    const count = f.get('aged_blind_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = base[i]! + count[i]! * p.aged_blind;
    return out;
  },
});
