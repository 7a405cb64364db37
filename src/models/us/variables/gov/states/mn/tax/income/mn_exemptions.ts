import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Minnesota dependent exemptions (Minn. Stat. 290.0121): the amount per dependent, less 2% for each started $2,500 of AGI above the threshold. */
export const mn_exemptions = defineUsVariable({
  id: 'mn_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.0121',
  formula: (f) => {
    const p = f.p.gov.states.mn.tax.income.exemptions;
    const threshold = f.lookup(p.threshold, f.get('filing_status'), FILING_STATUS);
    const agi = f.get('adjusted_gross_income');
    const dependents = f.get('tax_unit_count_dependents');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.ceil(Math.max(0, agi[i]! - threshold[i]!) / p.step);
      out[i] = dependents[i]! * p.amount * Math.max(0, 1 - steps * p.step_rate);
    }
    return out;
  },
});
