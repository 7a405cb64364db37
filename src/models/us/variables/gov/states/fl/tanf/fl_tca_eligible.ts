import { defineUsVariable } from '../../../../us-variable.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../sum-variables.js';

/**
 * Florida TCA eligibility: a Florida family with a minor child, gross income below 185% of the
 * poverty guideline, and countable income at most the payment standard (F.S. 414.095(12)). No
 * assets are modelled, so the $2,000 asset limit is met.
 */
export const fl_tca_eligible = defineUsVariable({
  id: 'fl_tca_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Florida TCA',
  definedFor: { variable: 'state_code', values: ['FL'] },
  reference:
    'https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0400-0499/0414/Sections/0414.095.html',
  formula: (f) => {
    const p = f.p.gov.states.fl.tanf;
    const child = hasMinorChild(f, p.minor_child_age);
    const gross = sumVariables(f, [...TANF_EARNED_SOURCES, ...TANF_UNEARNED_SOURCES], 'members');
    const fpg = f.get('spm_unit_fpg');
    const countable = f.get('fl_tca_countable_income');
    const standard = f.get('fl_tca_payment_standard');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const grossOk = gross[i]! < (p.income.gross_income_limit * fpg[i]!) / 12;
      out[i] = child[i] && grossOk && countable[i]! <= standard[i]! ? 1 : 0;
    }
    return out;
  },
});
