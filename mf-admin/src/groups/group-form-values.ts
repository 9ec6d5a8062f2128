import { groupEditSchema, newGroupSchema } from '@canstring/contracts';
import { formErrorsOf } from '../common/form-errors';
import type { Group, GroupEditInput, NewGroupInput, UserSummary } from '../graphql/types';

export type GroupFormMode = 'create' | 'edit';

/**
 * The group form's values. `held` are the users chosen in the 'Select User' modal: they stay in the
 * form, unsaved, until Create or Update (spec 1 §4).
 */
export interface GroupFormValues {
  name?: string;
  description?: string;
  held?: UserSummary[];
}

const userIdsOf = (values: GroupFormValues) => (values.held ?? []).map((user) => Number(user.id));

/** The contract's schemas (`newGroupSchema`, `groupEditSchema`) as final-form errors; no members → 'held'. */
export const validateGroupForm =
  (mode: GroupFormMode) =>
  (values: GroupFormValues): Record<string, string> => {
    const fields = { name: values.name ?? '', description: values.description };
    const result =
      mode === 'create'
        ? newGroupSchema.safeParse({ ...fields, userIds: userIdsOf(values) })
        : groupEditSchema.safeParse({
            ...fields,
            members: userIdsOf(values).map((userId) => ({ userId, selected: true })),
          });
    const { userIds, members, ...errors } = formErrorsOf(result.error);
    const held = userIds ?? members;
    return held ? { ...errors, held } : errors;
  };

export const newGroupInputOf = (values: GroupFormValues): NewGroupInput => {
  const parsed = newGroupSchema.parse({
    name: values.name ?? '',
    description: values.description,
    userIds: userIdsOf(values),
  });
  return { name: parsed.name, description: parsed.description, userIds: parsed.userIds.map(String) };
};

/** An Update applies the fields and every held selection together. */
export const groupEditInputOf = (values: GroupFormValues): GroupEditInput => {
  const parsed = groupEditSchema.parse({
    name: values.name ?? '',
    description: values.description,
    members: userIdsOf(values).map((userId) => ({ userId, selected: true })),
  });
  return {
    name: parsed.name,
    description: parsed.description,
    members: parsed.members.map((member) => ({ userId: String(member.userId), selected: member.selected })),
  };
};

export const groupFormValuesOf = (group?: Group): GroupFormValues => ({
  name: group?.name ?? '',
  description: group?.description ?? '',
  held: [],
});

/** The users shown as members: those saved, then those held (not yet saved) that are not among them. */
export const withoutSaved = (held: readonly UserSummary[], savedIds: ReadonlySet<string>): UserSummary[] =>
  held.filter((user) => !savedIds.has(user.id));

export const fullName = (user: Pick<UserSummary, 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');
