import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** A filer's West Virginia Social Security subtraction (Schedule M line 34; W. Va. Code 11-21-12(c)(8)): all the taxable benefits in federal AGI when the unit's federal AGI is within the limit for its filing status, the phase-in share otherwise (35% in 2024, 65% in 2025, all from 2026). 0 for dependents. */
export const wv_social_security_subtraction = defineUsVariable({
  id: 'wv_social_security_subtraction',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia Social Security subtraction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: 'https://code.wvlegislature.gov/11-21-12/',
  formula: (f) => {
    const p = f.p.gov.states.wv.tax.income.subtractions;
    const agi = f.get('adjusted_gross_income');
    const limit = f.lookup(p.social_security_income_limit, f.get('filing_status'), FILING_STATUS);
    const taxable = f.get('taxable_social_security');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i]) continue;
      const share = agi[i]! <= limit[i]! ? 1 : p.social_security_phase_in;
      out[i] = share * taxable[i]!;
    }
    return out;
  },
});
