import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska standard deduction (Form 1040N line 6): the filing status amount plus the additional amount for each filer aged 65 or more or blind. */
export const ne_standard_deduction = defineUsVariable({
  id: 'ne_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2716.01',
  formula: (f) => {
    const p = f.p.gov.states.ne.tax.income.deductions;
    const status = f.get('filing_status');
    const base = f.lookup(p.standard, status, FILING_STATUS);
    const extra = f.lookup(p.aged_blind, status, FILING_STATUS);
    const count = f.get('aged_blind_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = base[i]! + count[i]! * extra[i]!;
    return out;
  },
});
