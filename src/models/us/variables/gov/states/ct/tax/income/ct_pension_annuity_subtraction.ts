import { perFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Connecticut pension and annuity subtraction (Schedule 1 line 48a; CGS 12-701(a)(20)(B)(xxi)):
 * the filers' taxable pensions and annuities times the share for federal AGI, all of them below
 * $75,000 ($100,000 joint) and falling to none from $100,000 ($150,000 joint). The IRA distribution
 * subtraction (line 48b) has no input: IRA distributions are not told apart from pensions.
 */
export const ct_pension_annuity_subtraction = defineUsVariable({
  id: 'ct_pension_annuity_subtraction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut pension and annuity subtraction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-701',
  formula: (f) => {
    const p = f.p.gov.states.ct.tax.income.subtractions.pension;
    const agi = f.get('adjusted_gross_income');
    const share = perFilingStatus(f, { single: p.non_joint, joint: p.joint }, (s) => s.calc(agi));
    const filer = f.members('is_tax_unit_head_or_spouse');
    const pensions = f.members('taxable_pension_income');
    const own = new Float64Array(filer.length);
    for (let j = 0; j < filer.length; j += 1) own[j] = filer[j] ? pensions[j]! : 0;
    const total = f.aggregate(own, 'person', 'sum');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = share[i]! * total[i]!;
    return out;
  },
});
