/** The UK model's entities, named as in PolicyEngine-UK. */
import { defineEntity, type EntityDef } from '../../engine/index.js';

/** A person. */
export const person = defineEntity({
  key: 'person',
  plural: 'people',
  label: 'Person',
  isPerson: true,
});

/** A benefit unit: a single adult or a couple, with their dependent children. */
export const benunit = defineEntity({
  key: 'benunit',
  plural: 'benunits',
  label: 'Benefit unit',
});

/** A household: everyone living at one address. */
export const household = defineEntity({
  key: 'household',
  plural: 'households',
  label: 'Household',
});

/** All entities of the UK model, the person first. */
export const ukEntities: readonly EntityDef[] = [person, benunit, household];
