import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Kansas exemption allowance (K-40 line 5): the filer exemption for the filing status plus the dependent exemption for each dependent. */
export const ks_exemptions = defineUsVariable({
  id: 'ks_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: 'https://www.ksrevenue.gov/taxlaws.html',
  formula: (f) => {
    const p = f.p.gov.states.ks.tax.income.deductions;
    const filer = f.lookup(p.exemption_filer, f.get('filing_status'), FILING_STATUS);
    const dependents = f.get('tax_unit_count_dependents');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = filer[i]! + dependents[i]! * p.exemption_dependent;
    return out;
  },
});
