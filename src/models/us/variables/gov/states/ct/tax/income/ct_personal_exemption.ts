import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut personal exemption (Table A; CGS 12-702(a)): the filing status's amount less $1,000 for each $1,000, or fraction of it, of Connecticut AGI above the phase-out start; at least 0. */
export const ct_personal_exemption = defineUsVariable({
  id: 'ct_personal_exemption',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut personal exemption',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-702',
  formula: (f) => {
    const p = f.p.gov.states.ct.tax.income.exemption;
    const status = f.get('filing_status');
    const amount = f.lookup(p.amount, status, FILING_STATUS);
    const start = f.lookup(p.reduction_start, status, FILING_STATUS);
    const agi = f.get('ct_agi');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.ceil(Math.max(0, agi[i]! - start[i]!) / p.reduction_step);
      out[i] = Math.max(0, amount[i]! - steps * p.reduction_step);
    }
    return out;
  },
});
