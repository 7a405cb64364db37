import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Meets the CalEITC tests other than earnings (R\&TC 17052): not someone else's dependent, not
 * married filing separately (IRC 32(d) as California conforms to it), a qualifying child or a
 * filer aged 18 or more, investment income within the limit and federal AGI within the earned
 * income limit. The Young Child Tax Credit reads it for filers without earned income.
 */
export const ca_eitc_eligible = defineUsVariable({
  id: 'ca_eitc_eligible',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Eligible for the CalEITC',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference: [
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17052',
    'https://www.ftb.ca.gov/forms/2024/2024-3514-booklet.html',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ca.tax.income.credits.earned_income;
    const children = f.get('eitc_child_count');
    const adultFiler = f.any('ca_eitc_age_eligible_filer');
    const investment = f.get('eitc_relevant_investment_income');
    const agi = f.get('adjusted_gross_income');
    const dependent = f.get('head_is_dependent_elsewhere');
    const status = f.get('filing_status');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        !dependent[i] &&
        status[i] !== FILING_STATUS.codes.SEPARATE &&
        (children[i]! > 0 || adultFiler[i]) &&
        investment[i]! <= p.max_investment_income &&
        agi[i]! <= p.earned_income_limit
          ? 1
          : 0;
    return out;
  },
});
