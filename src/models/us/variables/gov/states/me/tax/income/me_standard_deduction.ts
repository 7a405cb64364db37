import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maine standard deduction before its phase-out (36 MRSA 5124-C): the filing status amount plus the additional amount for each filer aged 65 or more or blind. */
export const me_standard_deduction = defineUsVariable({
  id: 'me_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5124-C.html',
  formula: (f) => {
    const p = f.p.gov.states.me.tax.income.deductions;
    const base = byFilingStatus(f, p.standard);
    const extra = byFilingStatus(f, p.aged_blind);
    const count = f.get('aged_blind_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = base[i]! + count[i]! * extra[i]!;
    return out;
  },
});
