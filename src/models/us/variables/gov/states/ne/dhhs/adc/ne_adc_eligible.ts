import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Eligibility for Nebraska Aid to Dependent Children for the month: a unit with a dependent child
 * (under 19, Neb. Rev. Stat. 43-504) whose net earned income at application, gross earned income
 * less 20 percent, is below the standard of need (Neb. Rev. Stat. 68-1726(3)(a)(i); 468 NAC
 * 3-001(A)). The model has no months on assistance, so every unit is tested as an applicant; the
 * test counts earned income only, unearned income reducing the payment instead (68-1713(1)(p)).
 * Resources are not an input, so the $4,000 / $6,000 limit (68-1726(1)) is taken as met.
 */
export const ne_adc_eligible = defineUsVariable({
  id: 'ne_adc_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Nebraska ADC',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: [
    'https://nebraskalegislature.gov/laws/statutes.php?statute=68-1726',
    'https://casetext.com/regulation/nebraska-administrative-code/health-and-human-services-system/title-468-aid-to-dependent-children-adc/chapter-3-calculation-of-aid-to-dependent-children-benefits/section-468-3-001-calculation-of-aid-to-dependent-children-benefits',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ne.dhhs.adc;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const gross = f.get('ne_adc_gross_earned_income');
    const standard = f.get('ne_adc_standard_of_need');
    const disregard = p.income.earned_income_disregard.applicant;
    return child.map((c, i) => (c && gross[i]! * (1 - disregard) < standard[i]! ? 1 : 0));
  },
});
