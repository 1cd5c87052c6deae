// Creating a collection in steps that each fit a phone screen (issue 30, point 2; decision 141):
// what and for whom → card and cover → money. The steps are addresses under /dashboard/collections/new,
// so the phone's back button steps back and every step opens at its top with its heading focused.
import { setupTypeHasCard, setupTypeTakesMoney } from '@groupgift/domain';
import type { FieldName } from './form-values';

export const CREATE_STEPS = ['what', 'card', 'money'] as const;
export type CreateStep = (typeof CREATE_STEPS)[number];

export const NEW_COLLECTION_PATH = '/dashboard/collections/new';

/** The steps a setup type has: the card step only with a group card, the money step only when it takes money. */
export function createSteps(setupType: string): CreateStep[] {
  return CREATE_STEPS.filter((step) => step === 'what' || (step === 'card' ? setupTypeHasCard(setupType) : setupTypeTakesMoney(setupType)));
}

/** The step an address names: none for the first, `card` or `money` after it; null for anything else. */
export function stepFromParam(param: string | undefined): CreateStep | null {
  if (param === undefined || param === '') return 'what';
  return param === 'card' || param === 'money' ? param : null;
}

export function createStepPath(step: CreateStep): string {
  return step === 'what' ? NEW_COLLECTION_PATH : `${NEW_COLLECTION_PATH}/${step}`;
}

/**
 * The step that shows a field: read from the page, where every section carries its step
 * (`data-step`) and stays in the document while another step is shown. Cover fields are on the
 * card step; a field the page does not name (a whole-form error) belongs to the first step.
 */
export function stepOfField(field: FieldName | string, root: ParentNode = document): CreateStep {
  if (field === 'cover' || field.startsWith('cover.')) return 'card';
  const escaped = typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(field) : field.replace(/["\\]/g, '\\$&');
  const element = root.querySelector(`[name="${escaped}"], [data-field="${escaped}"]`);
  const step = element?.closest<HTMLElement>('[data-step]')?.dataset.step;
  return step === 'card' || step === 'money' ? step : 'what';
}

/** The first of `fields` in the order of the steps (then of the fields), with its step. */
export function firstByStep(fields: readonly string[], steps: readonly CreateStep[], root: ParentNode = document): { field: string; step: CreateStep } | undefined {
  const found = fields.map((field) => ({ field, step: stepOfField(field, root) }));
  for (const step of steps) {
    const first = found.find((f) => f.step === step);
    if (first) return first;
  }
  return found[0];
}
