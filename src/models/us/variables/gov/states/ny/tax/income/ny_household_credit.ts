import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** New York household credit (IT-201 line 40), before the limit at the tax: by federal AGI, for single filers from Table 1, for others the first exemption and each further one from Table 2; none for a filer another return claims (Tax Law 606(b)). */
export const ny_household_credit = defineUsVariable({
  id: 'ny_household_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York household credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/606',
  formula: (f) => {
    const c = f.p.gov.states.ny.tax.income.credits;
    const agi = f.get('adjusted_gross_income');
    const status = f.get('filing_status');
    const people = f.count();
    const dependent = f.get('head_is_dependent_elsewhere');
    const single = c.household_single.calc(agi);
    const base = c.household_base.calc(agi);
    const more = c.household_additional.calc(agi);
    const { SINGLE } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (dependent[i]) continue;
      out[i] =
        status[i] === SINGLE ? single[i]! : base[i]! + Math.max(0, people[i]! - 1) * more[i]!;
    }
    return out;
  },
});
