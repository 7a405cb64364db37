import { defineUsVariable } from '../../../us-variable.js';

/**
 * Whether the tax unit files the return on which the premium tax credit is claimed (26 U.S.C.
 * 36B(a); Form 8962): it must file - gross income above its standard deduction (26 U.S.C. 6012(a)(1)
 * and (f)), or unearned income above $500 plus its additional standard deduction (the test of
 * 6012(a)(1)(C), applied to every unit) - or it files to claim the EITC or the refundable CTC.
 * As in the comparison model, the self-employment filing rule (26 U.S.C. 6017) and the duty to
 * reconcile advance payments (26 CFR 1.6011-8) are not applied, so a unit that is not otherwise a
 * filer gets no credit.
 */
export const aca_ptc_filer = defineUsVariable({
  id: 'aca_ptc_filer',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Files a return to claim the premium tax credit',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/6012',
    'https://www.law.cornell.edu/uscode/text/26/36B#a',
  ],
  formula: (f) => {
    const base = f.p.gov.aca.ptc.filer.unearned_income_base;
    const gross = f.sum('irs_gross_income');
    const earned = f.get('tax_unit_earned_income');
    const standard = f.get('standard_deduction');
    const additional = f.get('additional_standard_deduction');
    const eitc = f.get('eitc');
    const ctc = f.get('refundable_ctc');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const required = gross[i]! > standard[i]! || gross[i]! - earned[i]! > base + additional[i]!;
      out[i] = required || eitc[i]! > 0 || ctc[i]! > 0 ? 1 : 0;
    }
    return out;
  },
});
