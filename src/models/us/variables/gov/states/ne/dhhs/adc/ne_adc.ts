import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES, tanfGrant } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Nebraska Aid to Dependent Children cash payment for the month ("budget the gap", Neb. Rev.
 * Stat. 68-1713(1)(p)): for an eligible unit, the standard of need less countable earned income or
 * the payment maximum, whichever is less (468 NAC 3-001(B)), less unearned income counted in full,
 * not issued below $10 (43-512(3); 468 NAC 3-006). Unearned income is subtracted after the
 * comparison with the payment maximum as the ADC manual's budgeting steps order it (468 NAC 3-000,
 * 1997); the current chapter's own unearned income section was not read here. No rounding of the
 * payment is applied.
 */
export const ne_adc = defineUsVariable({
  id: 'ne_adc',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Nebraska Aid to Dependent Children',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: [
    'https://nebraskalegislature.gov/laws/statutes.php?statute=68-1713',
    'https://nebraskalegislature.gov/laws/statutes.php?statute=43-512',
    'https://casetext.com/regulation/nebraska-administrative-code/health-and-human-services-system/title-468-aid-to-dependent-children-adc/chapter-3-calculation-of-aid-to-dependent-children-benefits/section-468-3-001-calculation-of-aid-to-dependent-children-benefits',
    'https://public-dhhs.ne.gov/nfocus/Manuals/NAC468/nac468/chapter_3_000_determination_of_adc_ma_benefits.htm',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ne.dhhs.adc;
    const eligible = f.get('ne_adc_eligible');
    const standard = f.get('ne_adc_standard_of_need');
    const maximum = f.get('ne_adc_payment_maximum');
    const earned = f.get('ne_adc_countable_earned_income');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return tanfGrant(
      f,
      eligible,
      (i) => Math.min(standard[i]! - earned[i]!, maximum[i]!) - Math.max(unearned[i]!, 0),
      p.minimum_payment,
    );
  },
});
