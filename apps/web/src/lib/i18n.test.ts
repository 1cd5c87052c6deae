import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUE } from '@groupgift/domain';
import { PAY_NS } from './pay-namespace';
import { WRITER_NS } from './writer-namespace';
import { DEFAULT_LOCALE, i18n, messageText } from './i18n';

function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return Object.values(tree as Record<string, unknown>).flatMap(texts);
}

describe('the catalogue', () => {
  it('reads the SPEC texts from the domain file the server renders, not a copy', () => {
    expect(i18n.getResourceBundle(DEFAULT_LOCALE, 'shared')).toEqual(MESSAGE_CATALOGUE);
    expect(i18n.t('shared:error.paymentDeclined')).toBe(
      'The payment has been declined. Please try a different card or contact your bank for further support.',
    );
    expect(i18n.t('shared:validation.maxLength', { n: 100 })).toBe('Max 100 characters');
    expect(messageText({ key: 'validation.between', params: { min: '$1.00', max: '$20.00' } })).toBe(
      'Value must be between $1.00 and $20.00',
    );
  });

  it('has the namespaces that travel with their chunk once that chunk is loaded', () => {
    expect(i18n.t('pay', { ns: PAY_NS, total: '$12.50' })).toBe('Pay $12.50');
    expect(i18n.t('occasions.new-baby', { ns: WRITER_NS })).toBe('New baby');
  });

  it('words each shared text once: no other namespace repeats one', () => {
    const shared = new Set(texts(MESSAGE_CATALOGUE));
    const others = (['translation', PAY_NS, WRITER_NS] as const).flatMap((ns) => texts(i18n.getResourceBundle(DEFAULT_LOCALE, ns)));
    expect(others.filter((text) => shared.has(text))).toEqual([]);
  });

  it('refuses a key the catalogue does not have, at compile time', () => {
    // @ts-expect-error a typo is a type error (CustomTypeOptions in i18n-resources.ts), not a key on the page
    expect(i18n.t('titles.lnading')).toBe('titles.lnading');
  });
});
