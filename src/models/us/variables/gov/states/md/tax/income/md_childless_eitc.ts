import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** The Maryland earned income credit of a filer who is unmarried and has no qualifying child (Tax-General 10-704): the federal credit computed without its age limits (Maryland has none), for a filer who meets the other federal tests; 0 for everyone else. */
export const md_childless_eitc = defineUsVariable({
  id: 'md_childless_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland EITC of an unmarried filer without children',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-704',
  formula: (f) => {
    const status = f.get('filing_status');
    const children = f.get('eitc_child_count');
    const limit = f.p.gov.irs.credits.eitc.phase_out.max_investment_income;
    const investment = f.get('eitc_relevant_investment_income');
    const dependent = f.get('head_is_dependent_elsewhere');
    const maximum = f.get('eitc_maximum');
    const phasedIn = f.get('eitc_phased_in');
    const reduction = f.get('eitc_reduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const unmarried = status[i] !== FILING_STATUS.codes.JOINT;
      if (!unmarried || children[i]! > 0 || investment[i]! > limit || dependent[i]) continue;
      out[i] = Math.max(0, Math.min(phasedIn[i]!, maximum[i]! - reduction[i]!));
    }
    return out;
  },
});
