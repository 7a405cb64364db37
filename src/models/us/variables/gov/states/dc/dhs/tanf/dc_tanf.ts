import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';
import { hasMinorChild, tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * District of Columbia TANF for the month: a District unit with a dependent child whose applicant
 * income (earnings less $160, plus unearned income, less dependent care) does not exceed the
 * standard of assistance receives the payment level less its countable income (D.C. Code
 * 4-205.11(a)(3), 4-205.52(a)). No months-on-assistance input exists, so every unit takes the
 * initial applicant test. Resources are not an input, so the asset limit (4-205.38) is taken as
 * met. Work activities bind a family once approved, enforced by a partial benefit sanction (6% to
 * September 2026, per DHS), not as a test at application, so they are not modelled. The statute
 * sets no minimum payment or rounding.
 */
export const dc_tanf = defineUsVariable({
  id: 'dc_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'District of Columbia TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: [
    'https://code.dccouncil.gov/us/dc/council/code/sections/4-205.11',
    'https://code.dccouncil.gov/us/dc/council/code/sections/4-205.52',
  ],
  formula: (f) => {
    const p = f.p.gov.states.dc.dhs.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const standard = bySize(p.standard_of_assistance, f.get('spm_unit_size'));
    const applicant = f.get('dc_tanf_applicant_income');
    const eligible = child.map((c, i) => (c && applicant[i]! <= standard[i]! ? 1 : 0));
    const level = f.get('dc_tanf_payment_level');
    const income = f.get('dc_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => level[i]! - income[i]!);
  },
});
