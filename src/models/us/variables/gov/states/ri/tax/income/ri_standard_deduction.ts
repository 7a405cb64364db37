import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';
import { riDeductionShare } from './ri-phase-out.js';

/** Rhode Island standard deduction (RI-1040 line 4), after the high-income phase-out. */
export const ri_standard_deduction = defineUsVariable({
  id: 'ri_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'http://webserver.rilegislature.gov/Statutes/TITLE44/44-30/44-30-2.6.htm',
  formula: (f) => {
    const p = f.p.gov.states.ri.tax.income.deductions;
    const amount = f.lookup(p.standard, f.get('filing_status'), FILING_STATUS);
    const share = riDeductionShare(f);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = amount[i]! * share[i]!;
    return out;
  },
});
