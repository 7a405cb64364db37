/** The US model's entities, named as in PolicyEngine-US. */
import { defineEntity, type EntityDef } from '../../engine/index.js';

/** A person. */
export const person = defineEntity({
  key: 'person',
  plural: 'people',
  label: 'Person',
  isPerson: true,
});

/** A federal tax unit: a filer (and spouse) with their dependents. */
export const taxUnit = defineEntity({
  key: 'tax_unit',
  plural: 'tax_units',
  label: 'Tax unit',
  roles: [
    { key: 'member', plural: 'members', label: 'Member' },
    { key: 'head', plural: 'heads', label: 'Head', variable: 'is_tax_unit_head' },
    { key: 'spouse', plural: 'spouses', label: 'Spouse', variable: 'is_tax_unit_spouse' },
    {
      key: 'dependent',
      plural: 'dependents',
      label: 'Dependent',
      variable: 'is_tax_unit_dependent',
    },
  ],
});

/** A Supplemental Poverty Measure unit: people who share resources. */
export const spmUnit = defineEntity({ key: 'spm_unit', plural: 'spm_units', label: 'SPM unit' });

/** A family (Census definition). */
export const family = defineEntity({ key: 'family', plural: 'families', label: 'Family' });

/** A marital unit: a married couple, or one unmarried person. */
export const maritalUnit = defineEntity({
  key: 'marital_unit',
  plural: 'marital_units',
  label: 'Marital unit',
});

/** A household: everyone living at one address. */
export const household = defineEntity({
  key: 'household',
  plural: 'households',
  label: 'Household',
});

/** All entities of the US model, the person first. */
export const usEntities: readonly EntityDef[] = [
  person,
  taxUnit,
  spmUnit,
  family,
  maritalUnit,
  household,
];
