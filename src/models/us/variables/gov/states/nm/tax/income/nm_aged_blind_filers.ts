import { defineUsVariable } from '../../../../../us-variable.js';

/** Number of the filers (head and spouse) aged 65 or more or blind, each counted once (NMSA 7-2-5.2). */
export const nm_aged_blind_filers = defineUsVariable({
  id: 'nm_aged_blind_filers',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'New Mexico aged or blind filers',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
  formula: (f) => {
    const age = f.p.gov.states.nm.tax.income.exemptions.aged.age;
    const filer = f.members('is_tax_unit_head_or_spouse');
    const ages = f.members('age');
    const blind = f.members('is_blind');
    const count = new Float64Array(filer.length);
    for (let i = 0; i < filer.length; i += 1)
      count[i] = filer[i] && (ages[i]! >= age || blind[i]) ? 1 : 0;
    return f.aggregate(count, 'person', 'sum');
  },
});
