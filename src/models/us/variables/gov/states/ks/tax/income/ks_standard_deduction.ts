import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Kansas standard deduction (K-40 line 4): the filing status amount plus the additional amount for each filer aged 65 or more or blind. */
export const ks_standard_deduction = defineUsVariable({
  id: 'ks_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: 'https://www.ksrevenue.gov/taxlaws.html',
  formula: (f) => {
    const p = f.p.gov.states.ks.tax.income.deductions;
    const status = f.get('filing_status');
    const base = f.lookup(p.standard, status, FILING_STATUS);
    const extra = f.lookup(p.aged_blind, status, FILING_STATUS);
    const count = f.get('aged_blind_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = base[i]! + count[i]! * extra[i]!;
    return out;
  },
});
