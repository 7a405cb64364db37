import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild, TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Washington TANF eligibility for the month: a unit with a dependent child (WAC 388-400-0005)
 * whose family gross earned income is below the maximum earned income level for its size (WAC
 * 388-478-0035, 388-450-0165) and whose countable income is below its payment standard (WAC
 * 388-478-0005: payment standards determine eligibility and benefit levels). The tests are the same for applicants and recipients, so no months on assistance
 * are needed. The resource limit (chapter 388-470 WAC) is taken as met, since resources are
 * not an input; time limits and WorkFirst participation are not modelled.
 */
export const wa_tanf_eligible = defineUsVariable({
  id: 'wa_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Washington TANF',
  definedFor: { variable: 'state_code', values: ['WA'] },
  reference: [
    'https://app.leg.wa.gov/wac/default.aspx?cite=388-400-0005',
    'https://app.leg.wa.gov/wac/default.aspx?cite=388-478-0035',
    'https://app.leg.wa.gov/wac/default.aspx?cite=388-450-0165',
  ],
  formula: (f) => {
    const p = f.p.gov.states.wa.dshs.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const gross = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const grossLimit = bySize(p.income.gross_earned_income_limit, f.get('spm_unit_size'));
    const countable = f.get('wa_tanf_countable_income');
    const standard = f.get('wa_tanf_payment_standard');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const belowGross = Math.max(gross[i]!, 0) < grossLimit[i]!;
      out[i] = child[i] && belowGross && countable[i]! < standard[i]! ? 1 : 0;
    }
    return out;
  },
});
