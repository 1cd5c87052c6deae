import { describe, expect, it } from 'vitest';
import { checkAmountText } from './components/how-much-page';
import { validateMessage } from './components/sign-page';
import { validateDetails } from './components/details-fields';
import { checkPicture } from './hooks/use-picture-upload';
import { invitationTitle } from './invitation-title';
import { pathwayForButton } from './pathway';
import { searchPictures } from './picture-library';
import { paymentDetailsStore, withoutCardData } from '../../lib/journey/journey-store';
import { testCollection } from '../../lib/journey/test-collection';

describe('how much', () => {
  const collection = testCollection({ minimumContributionAmount: 500, maxIndividualContributionLimit: 10000 });

  it('accepts an amount within the limits, in cents', () => {
    expect(checkAmountText('$12.50', collection)).toEqual({ cents: 1250 });
  });

  it('refuses text, too little, too much, and zero unless allowed, with the catalogue wording', () => {
    expect(checkAmountText('abc', collection)).toEqual({ error: 'Must be a number' });
    expect(checkAmountText('1.234', collection)).toEqual({ error: 'Must be rounded to 2 decimal places' });
    expect(checkAmountText('4', collection)).toEqual({ error: 'Must be greater than or equal to $5.00' });
    expect(checkAmountText('101', collection)).toEqual({ error: 'Must be less than or equal to $100.00' });
    expect('error' in checkAmountText('0', collection)).toBe(true);
    expect(checkAmountText('0', testCollection({ zeroContributionAllowed: true }))).toEqual({ cents: 0 });
  });
});

describe('sign and details checks', () => {
  it('needs a name and a message or a picture', () => {
    expect(validateMessage({ from: ' ', comment: '', imageURL: null, cardOption: 'text' })).toEqual({
      from: 'This field is required',
      comment: 'This field is required',
    });
    expect(validateMessage({ from: 'Al', comment: '', imageURL: '/picture-library/heart.svg', cardOption: 'picture' })).toEqual({});
    expect(validateMessage({ from: 'Al', comment: '', imageURL: '/picture-library/heart.svg', cardOption: 'text' }).comment).toBeDefined();
  });

  it('trims names and checks the email', () => {
    expect(validateDetails({ firstName: ' ', lastName: 'Lee', emailAddress: 'x' })).toEqual({
      firstName: 'This field is required',
      emailAddress: 'Must be a valid email address',
    });
    expect(validateDetails({ firstName: 'Al', lastName: 'Lee', emailAddress: ' al@example.test ' })).toEqual({});
  });
});

describe('pictures', () => {
  it('refuses files that are not pictures or are over 5 MB', () => {
    expect(checkPicture(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe('Choose a JPEG, PNG, GIF or WebP picture.');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(checkPicture(big)).toBe('File size must be less than 5 MB');
    expect(checkPicture(new File(['x'], 'ok.png', { type: 'image/png' }))).toBeNull();
  });

  it('searches the bundled library by title and tag, and by kind', () => {
    expect(searchPictures('cake').map((p) => p.id)).toEqual(['birthday-cake']);
    expect(searchPictures('birthday', 'gif').every((p) => p.kind === 'gif')).toBe(true);
    expect(searchPictures('nothing-like-this')).toEqual([]);
  });
});

describe('storage', () => {
  it('never writes card data to browser storage', () => {
    paymentDetailsStore.set({ ...paymentDetailsStore.get(), ...({ tokenizedCard: { token: 'tok' }, checkOutToken: 'tok', firstName: 'Al' } as object) });
    const stored = localStorage.getItem('gg:payment-details') ?? '';
    expect(stored).toContain('"firstName":"Al"');
    expect(stored).not.toContain('tok');
    expect(withoutCardData({ appleToken: 'a', googleToken: 'g', keep: 1 })).toEqual({ keep: 1 });
  });
});

describe('pathway buttons and titles', () => {
  it('chip in clears a stale sign-only flag; sign only keeps the sign-and-chip-in pathway', () => {
    expect(pathwayForButton('chip-in', true)).toEqual({ pathway: 1, signOnly: false });
    expect(pathwayForButton('sign-only', false)).toEqual({ pathway: 3, signOnly: true });
    expect(pathwayForButton('sign-and-chip-in', true)).toEqual({ pathway: 3, signOnly: false });
  });

  it('takes the invitation title from the subtitle, the cover or the invitation heading', () => {
    expect(invitationTitle(testCollection({ collectionSubtitle: 'Sub' }), null)).toBe('Sub');
    expect(invitationTitle(testCollection(), { title: 'Cover' } as never)).toBe('Cover');
    expect(invitationTitle(testCollection(), null)).toBe('Sam’s retirement gift');
    expect(invitationTitle(testCollection(), { title: 'your title here' } as never)).toBe('Sam’s retirement gift');
  });
});
