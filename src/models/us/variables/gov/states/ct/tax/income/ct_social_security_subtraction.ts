import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Connecticut Social Security subtraction (Schedule 1 line 41; CGS 12-701(a)(20)(B)(x)): all of the
 * taxable benefits when federal AGI is below the filing status's limit; otherwise the taxable
 * benefits beyond 25% of the benefits (the Social Security Benefit Adjustment Worksheet).
 */
export const ct_social_security_subtraction = defineUsVariable({
  id: 'ct_social_security_subtraction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut Social Security subtraction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-701',
  formula: (f) => {
    const p = f.p.gov.states.ct.tax.income.subtractions.social_security;
    const limit = f.lookup(p.full_subtraction_limit, f.get('filing_status'), FILING_STATUS);
    const agi = f.get('adjusted_gross_income');
    const taxable = f.get('tax_unit_taxable_social_security');
    const benefits = f.sum('social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        agi[i]! < limit[i]! ? taxable[i]! : Math.max(0, taxable[i]! - p.taxed_share * benefits[i]!);
    return out;
  },
});
