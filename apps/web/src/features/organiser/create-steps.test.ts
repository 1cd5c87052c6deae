import { describe, expect, it } from 'vitest';
import { createStepPath, createSteps, firstByStep, stepFromParam, stepOfField } from './create-steps';
import { suggestTitle } from './hooks/use-suggested-title';

describe('the create steps (decision 141)', () => {
  it('has the card step only with a card and the money step only with money', () => {
    expect(createSteps('Collection + Group Card')).toEqual(['what', 'card', 'money']);
    expect(createSteps('Collection')).toEqual(['what', 'money']);
    expect(createSteps('Bulk Gifts')).toEqual(['what', 'money']);
    expect(createSteps('Group Card Only')).toEqual(['what', 'card']);
    expect(createSteps('PGC + Gift')).toEqual(['what', 'card']);
  });

  it('reads and writes the step addresses', () => {
    expect(stepFromParam(undefined)).toBe('what');
    expect(stepFromParam('card')).toBe('card');
    expect(stepFromParam('money')).toBe('money');
    expect(stepFromParam('what')).toBeNull();
    expect(createStepPath('what')).toBe('/dashboard/collections/new');
    expect(createStepPath('money')).toBe('/dashboard/collections/new/money');
  });

  it('finds a field’s step from the section holding it, cover fields on the card step', () => {
    document.body.innerHTML = `
      <section data-step="what" hidden><input name="recipientName"></section>
      <section data-step="money"><input name="minimumContribution"><div data-field="suggestedAmounts"></div></section>`;
    expect(stepOfField('recipientName')).toBe('what');
    expect(stepOfField('minimumContribution')).toBe('money');
    expect(stepOfField('suggestedAmounts')).toBe('money');
    expect(stepOfField('cover.title')).toBe('card');
    expect(stepOfField('cover')).toBe('card');
    expect(stepOfField('unknownField')).toBe('what');
    expect(firstByStep(['minimumContribution', 'cover.title'], ['what', 'card', 'money'])).toEqual({ field: 'cover.title', step: 'card' });
    document.body.innerHTML = '';
  });
});

describe('the suggested title', () => {
  const t = (key: string, values: Record<string, string>) =>
    key.endsWith('occasion') ? `${values.name}'s ${values.occasion}` : key.endsWith('gift') ? `A gift for ${values.name}` : `A card for ${values.name}`;
  it('is made from the name and occasion, else says gift or card', () => {
    expect(suggestTitle(t, ' Sam ', 'Farewell', 'Collection')).toBe("Sam's Farewell");
    expect(suggestTitle(t, 'Sam', '', 'Collection')).toBe('A gift for Sam');
    expect(suggestTitle(t, 'Sam', ' ', 'Group Card Only')).toBe('A card for Sam');
    expect(suggestTitle(t, '', 'Farewell', 'Collection')).toBe('');
  });
});
