import { describe, expect, it } from 'vitest';
import { loadUsModel } from '../src/models/us/index.js';
import { planOutputs, US_MACRO_PROFILE } from '../src/report/index.js';

describe('the US MacroProfile against the US model', () => {
  it('plans only variables the model defines, on the entity it defines them on', () => {
    const { system } = loadUsModel();
    const plan = planOutputs(US_MACRO_PROFILE);
    const wrong: string[] = [];
    for (const [entity, variables] of Object.entries(plan.entities)) {
      for (const id of variables) {
        if (id === `${entity}_id`) continue;
        const variable = system.variables.get(id);
        if (!variable) wrong.push(`${entity}.${id}: not defined by the model`);
        else if (variable.entity !== entity)
          wrong.push(`${entity}.${id}: the model defines it on ${variable.entity}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
