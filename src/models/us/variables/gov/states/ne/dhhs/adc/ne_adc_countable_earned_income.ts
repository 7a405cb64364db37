import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Nebraska Aid to Dependent Children net (countable) earned income for the payment, for the
 * month: gross earned income less the 50 percent disregard for participants and for applicants
 * once eligible (Neb. Rev. Stat. 68-1726(3)(a)(ii); 468 NAC 3-001(B)). Out-of-pocket child care is
 * also subtracted by the rule, but only where the Child Care Subsidy program does not pay for the
 * care (468 NAC 2-009.01(A)(ii)); every unit is taken to have its care paid by the subsidy, so no
 * child care is subtracted.
 */
export const ne_adc_countable_earned_income = defineUsVariable({
  id: 'ne_adc_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Nebraska ADC countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: [
    'https://nebraskalegislature.gov/laws/statutes.php?statute=68-1726',
    'https://casetext.com/regulation/nebraska-administrative-code/health-and-human-services-system/title-468-aid-to-dependent-children-adc/chapter-3-calculation-of-aid-to-dependent-children-benefits/section-468-3-001-calculation-of-aid-to-dependent-children-benefits',
  ],
  formula: (f) => {
    const disregard = f.p.gov.states.ne.dhhs.adc.income.earned_income_disregard.recipient;
    return f.get('ne_adc_gross_earned_income').map((e) => e * (1 - disregard));
  },
});
