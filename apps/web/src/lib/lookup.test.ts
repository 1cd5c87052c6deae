import { describe, expect, it } from 'vitest';
import { Catalogue, interpolate } from './lookup';
import { useTranslation } from './i18n';

function catalogue() {
  const texts = new Catalogue<'main' | 'extra'>('en-GB');
  texts.add('main', {
    greeting: 'Hello {{name}}, from {{ place }}',
    invited_one: '{{count}} invitation sent.',
    invited_other: '{{count}} invitations sent.',
    nested: { deep: { text: 'Deep' } },
  });
  texts.add('extra', { only: 'Only in extra', greeting: 'Not this one' });
  return texts;
}

describe('the catalogue lookup', () => {
  it('fills {{placeholders}}, with or without spaces, and leaves a missing one as written', () => {
    expect(interpolate('Hello {{name}}, from {{ place }}', { name: 'Ada', place: 'Leeds' })).toBe('Hello Ada, from Leeds');
    expect(interpolate('{{n}} of {{total}}', { n: 3 })).toBe('3 of {{total}}');
    expect(interpolate('No values', undefined)).toBe('No values');
  });

  it('reads dotted keys and picks the plural by count with the locale rule', () => {
    const texts = catalogue();
    expect(texts.text('nested.deep.text', undefined, ['main'])).toBe('Deep');
    expect(texts.text('invited', { count: 1 }, ['main'])).toBe('1 invitation sent.');
    expect(texts.text('invited', { count: 0 }, ['main'])).toBe('0 invitations sent.');
    expect(texts.text('invited', { count: 12 }, ['main'])).toBe('12 invitations sent.');
  });

  it('searches the namespaces in order, and `ns:key` reads one namespace only', () => {
    const texts = catalogue();
    expect(texts.text('greeting', { name: 'Ada', place: 'Leeds' }, ['main', 'extra'])).toBe('Hello Ada, from Leeds');
    expect(texts.text('only', undefined, ['main', 'extra'])).toBe('Only in extra');
    expect(texts.text('extra:greeting', undefined, ['main'])).toBe('Not this one');
  });

  it('shows a missing key as the key without its namespace, and a subtree as missing', () => {
    const texts = catalogue();
    expect(texts.text('nope.missing', undefined, ['main'])).toBe('nope.missing');
    expect(texts.text('extra:nope', undefined, ['main'])).toBe('nope');
    expect(texts.text('nested.deep', undefined, ['main'])).toBe('nested.deep');
  });

  it('keeps the first texts added for a namespace', () => {
    const texts = catalogue();
    texts.add('extra', { only: 'Replaced' });
    expect(texts.text('only', undefined, ['extra'])).toBe('Only in extra');
  });
});

describe('useTranslation', () => {
  it('binds the namespaces and the key prefix, and returns the same function every time', () => {
    const { t } = useTranslation('translation', { keyPrefix: 'titles' });
    expect(t('landing')).toBe("You're invited");
    expect(t('shared:validation.maxLength', { n: 100 })).toBe('Max 100 characters');
    expect(useTranslation('translation', { keyPrefix: 'titles' }).t).toBe(t);
    const both = useTranslation(['translation', 'shared']).t;
    expect(both('validation.required' as never)).toBe(useTranslation('shared').t('validation.required'));
  });
});
