import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * North Carolina child deduction (G.S. 105-153.5(a1)): per child for whom the federal child tax
 * credit is allowed, $3,000 while federal AGI is at most the first threshold ($20,000 single,
 * $30,000 head of household, $40,000 joint), $500 less for each further step ($10,000, $15,000,
 * $20,000) or part of one, down to 0.
 */
export const nc_child_deduction = defineUsVariable({
  id: 'nc_child_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina child deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NC'] },
  reference:
    'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.5.html',
  formula: (f) => {
    const p = f.p.gov.states.nc.tax.income.deductions.child;
    const status = f.get('filing_status');
    const first = f.lookup(p.first_threshold, status, FILING_STATUS);
    const step = f.lookup(p.step, status, FILING_STATUS);
    const agi = f.get('adjusted_gross_income');
    const children = f.sum('ctc_qualifying_child');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.ceil(Math.max(0, agi[i]! - first[i]!) / step[i]!);
      out[i] = children[i]! * Math.max(0, p.max_amount - p.step_reduction * steps);
    }
    return out;
  },
});
