import { describe, expect, it } from 'vitest';
import { STATE_INCOME_TAXES } from '../../models/us/index.js';
import { CENSUS_STATE_INCOME_TAX } from './data/index.js';

describe('the US model and the Census state income tax collections', () => {
  it('have a Census figure for every state whose income tax the model registers', () => {
    const modelled = STATE_INCOME_TAXES.map((t) => t.state);
    expect(modelled.length).toBeGreaterThan(0);
    expect(modelled.filter((s) => CENSUS_STATE_INCOME_TAX.values[s] === undefined)).toEqual([]);
  });
});
