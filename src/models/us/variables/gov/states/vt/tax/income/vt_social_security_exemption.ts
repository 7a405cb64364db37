import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont Social Security exemption (Schedule IN-112; 32 V.S.A. 5830e): all taxable Social Security up to the start of federal AGI, falling in proportion to nothing at the end. */
export const vt_social_security_exemption = defineUsVariable({
  id: 'vt_social_security_exemption',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont Social Security exemption',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/section/32/151/05830e',
  formula: (f) => {
    const p = f.p.gov.states.vt.tax.income.subtractions;
    const status = f.get('filing_status');
    const start = f.lookup(p.social_security_start, status, FILING_STATUS);
    const end = f.lookup(p.social_security_end, status, FILING_STATUS);
    const agi = f.get('adjusted_gross_income');
    const taxable = f.get('tax_unit_taxable_social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const share =
        agi[i]! <= start[i]! ? 1 : Math.max(0, (end[i]! - agi[i]!) / (end[i]! - start[i]!));
      out[i] = taxable[i]! * share;
    }
    return out;
  },
});
