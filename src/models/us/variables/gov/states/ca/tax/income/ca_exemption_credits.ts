import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** California exemption credits (Form 540 lines 7–10): the personal credit for each filer and again for each filer 65 or older or blind, the dependent credit for each dependent, each reduced by 6 dollars for each 2,500 dollars (1,250 separate) or part of federal AGI above the threshold (R\&TC 17054, 17054.1). */
export const ca_exemption_credits = defineUsVariable({
  id: 'ca_exemption_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California exemption credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17054',
  formula: (f) => {
    const p = f.p.gov.states.ca.tax.income;
    const c = p.credits;
    const agi = f.get('adjusted_gross_income');
    const status = f.get('filing_status');
    const threshold = f.lookup(p.deductions.itemized_limit_threshold, status, FILING_STATUS);
    const filers = f.count({ mask: 'is_tax_unit_head_or_spouse' });
    const aged = f.count({ mask: 'ca_exemption_aged_or_blind' });
    const dependents = f.get('tax_unit_count_dependents');
    const headDependent = f.get('head_is_dependent_elsewhere');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (headDependent[i]) continue;
      const width =
        status[i] === FILING_STATUS.codes.SEPARATE
          ? c.exemption_phase_out_width / 2
          : c.exemption_phase_out_width;
      const steps = Math.ceil(Math.max(0, agi[i]! - threshold[i]!) / width);
      const cut = steps * c.exemption_phase_out_step;
      const personal = Math.max(0, c.personal_exemption - cut);
      const dependent = Math.max(0, c.dependent_exemption - cut);
      out[i] = (filers[i]! + aged[i]!) * personal + dependents[i]! * dependent;
    }
    return out;
  },
});
