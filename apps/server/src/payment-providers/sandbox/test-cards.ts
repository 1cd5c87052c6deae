import type { CardBrand } from './card-rules';

/** What a test card does when charged. Any other Luhn-valid number succeeds. */
export type CardBehaviour = 'succeed' | 'decline' | 'insufficient_funds' | 'three_ds';

export interface TestCard {
  number: string;
  behaviour: CardBehaviour;
  description: string;
}

/** The documented test cards (DESIGN §4, README). */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', behaviour: 'succeed', description: 'Visa, succeeds' },
  { number: '4000000000000002', behaviour: 'decline', description: 'Visa, declined' },
  { number: '4000000000009995', behaviour: 'insufficient_funds', description: 'Visa, insufficient funds' },
  { number: '4000000000003220', behaviour: 'three_ds', description: 'Visa, needs 3-D Secure' },
  { number: '378282246310005', behaviour: 'succeed', description: 'American Express, succeeds' },
];

export function behaviourOf(number: string): CardBehaviour {
  return TEST_CARDS.find((c) => c.number === number)?.behaviour ?? 'succeed';
}

/** Display scheme and issuing details as a real provider's BIN lookup would return them. */
interface BinProfile {
  scheme: string;
  cardType: string;
  cardCategory: string;
  issuerCountry: string;
  productId: string;
  productType: string;
}

const binProfiles: Record<CardBrand, BinProfile> = {
  visa: { scheme: 'VISA', cardType: 'CREDIT', cardCategory: 'CONSUMER', issuerCountry: 'US', productId: 'A', productType: 'Visa Traditional' },
  mastercard: { scheme: 'MASTERCARD', cardType: 'CREDIT', cardCategory: 'CONSUMER', issuerCountry: 'US', productId: 'MCC', productType: 'Mastercard Credit' },
  amex: { scheme: 'AMEX', cardType: 'CREDIT', cardCategory: 'CONSUMER', issuerCountry: 'US', productId: 'AX', productType: 'American Express Green' },
  discover: { scheme: 'DISCOVER', cardType: 'CREDIT', cardCategory: 'CONSUMER', issuerCountry: 'US', productId: 'D', productType: 'Discover' },
  jcb: { scheme: 'JCB', cardType: 'CREDIT', cardCategory: 'CONSUMER', issuerCountry: 'JP', productId: 'J', productType: 'JCB' },
  diners: { scheme: 'DINERS', cardType: 'CREDIT', cardCategory: 'CONSUMER', issuerCountry: 'US', productId: 'DC', productType: 'Diners Club' },
  unknown: { scheme: 'UNKNOWN', cardType: 'CREDIT', cardCategory: 'CONSUMER', issuerCountry: 'US', productId: 'U', productType: 'Unknown' },
};

export function binProfile(brand: CardBrand): BinProfile {
  return binProfiles[brand];
}
