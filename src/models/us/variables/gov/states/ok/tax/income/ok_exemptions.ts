import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma exemptions (Form 511 line 11; 68 O.S. 2358(F)): $1,000 for each filer and dependent, and a special $1,000 for each filer aged 65 or more or blind when federal AGI is within the limit for the filing status. */
export const ok_exemptions = defineUsVariable({
  id: 'ok_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) => {
    const p = f.p.gov.states.ok.tax.income.exemptions;
    const people = f.get('tax_unit_size');
    const special = f.get('ok_special_exemption_count');
    const agi = f.get('adjusted_gross_income');
    const limit = f.lookup(p.special_agi_limit, f.get('filing_status'), FILING_STATUS);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const extra = agi[i]! <= limit[i]! ? special[i]! : 0;
      out[i] = (people[i]! + extra) * p.amount;
    }
    return out;
  },
});
