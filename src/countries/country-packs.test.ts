import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { planOutputs } from '../report/index.js';
import { COUNTRY_PACKS } from './index.js';

describe.each(Object.values(COUNTRY_PACKS))('the $id country pack', (pack) => {
  it('plans only variables its model defines, on the entity it defines them on', async () => {
    const { system } = await pack.loadModel();
    const plan = planOutputs(pack.macroProfile, undefined, { includeRace: true });
    const wrong: string[] = [];
    // Ids (the frame's own and a person's group memberships) are columns, not variables.
    const ids = new Set(system.entities.map((e) => `${e.key}_id`));
    for (const [entity, variables] of Object.entries(plan.entities)) {
      for (const id of variables) {
        if (ids.has(id)) continue;
        const variable = system.variables.get(id);
        if (!variable) wrong.push(`${entity}.${id}: not defined by the model`);
        else if (variable.entity !== entity)
          wrong.push(`${entity}.${id}: the model defines it on ${variable.entity}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has the rules hash of the canonicalize package over its rules document (the engine writes the JSON itself)', async () => {
    const { system } = await pack.loadModel();
    const text = canonicalize(system.rulesDocument());
    expect(createHash('sha256').update(text!).digest('hex')).toBe(system.hash);
  });

  it('asks the benchmark only about variables its model defines', async () => {
    const { system } = await pack.loadModel();
    const unknown = pack.benchmark.programs.filter((p) => !system.variables.has(p.id));
    expect(unknown.map((p) => p.id)).toEqual([]);
  });

  it('segments cover its regions exactly once, and its profile names its country', () => {
    const segmented = pack.regions.segments.flatMap((s) => s.states.map((c) => c.toLowerCase()));
    if (segmented.length > 0)
      expect([...segmented].sort()).toEqual([...pack.regions.states].sort());
    expect(new Set(segmented).size).toBe(segmented.length);
    expect(pack.macroProfile.country).toBe(pack.id);
  });

  it('names its region column as a household enum of its model, with its regions as categories, and its profile reads the same column', async () => {
    const { system } = await pack.loadModel();
    const column = system.variables.get(pack.regions.column);
    expect(column?.entity).toBe('household');
    expect(column?.valueType).toBe('enum');
    const categories = (column?.enum?.names ?? []).map((c) => c.toLowerCase());
    expect(pack.regions.states.filter((code) => !categories.includes(code))).toEqual([]);
    if (pack.macroProfile.household.region !== undefined)
      expect(pack.macroProfile.household.region).toBe(pack.regions.column);
  });

  it('applies its example reform to its own model', async () => {
    const { system } = await pack.loadModel();
    const policy = pack.exampleReform.policy;
    expect(policy).not.toBe('current-law');
    if (policy !== 'current-law') expect(() => system.withReform(policy.reform)).not.toThrow();
  });
});
