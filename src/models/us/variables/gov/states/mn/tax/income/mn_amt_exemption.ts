import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Minnesota AMT exemption (Minn. Stat. 290.091 subd. 3; M1MT lines 21-25): the amount for the filing status less the phase-out rate times the alternative minimum taxable income above the phase-out start, not below 0. */
export const mn_amt_exemption = defineUsVariable({
  id: 'mn_amt_exemption',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota AMT exemption',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.091#stat.290.091.3',
  formula: (f) => {
    const p = f.p.gov.states.mn.tax.income.amt;
    const status = f.get('filing_status');
    const amount = f.lookup(p.exemption, status, FILING_STATUS);
    const start = f.lookup(p.phase_out.start, status, FILING_STATUS);
    const income = f.get('mn_amt_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const reduction = p.phase_out.rate * Math.max(0, income[i]! - start[i]!);
      out[i] = Math.max(0, amount[i]! - reduction);
    }
    return out;
  },
});
