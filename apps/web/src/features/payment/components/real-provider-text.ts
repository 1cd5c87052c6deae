// Stripe.js / Checkout Frames client fields (payments issue).

/** Wording of the real providers' card fields (Stripe's Payment Element, Checkout.com's Frames). */
export const PROVIDER_TEXT = {
  loading: 'Loading the secure card form…',
  loadFailed: 'The secure card form could not be loaded. Check your connection and try again, or choose another way to pay.',
  retry: 'Try again',
  cardLabel: 'Card details',
  cardSecure: 'Your card details go straight to our payment provider and never reach this page.',
  cardIncomplete: 'Please enter your card number, expiry date and security code.',
  cardInvalid: (parts: string[]) => `Please check the card’s ${parts.join(', ')}.`,
  tokenizeFailed: 'Your card could not be checked. Please try again.',
  sdkError: (message: string) => `Your card could not be checked: ${message}`,
  addressIncomplete: 'Please complete your name and billing address.',
  emailLabel: 'Email address',
} as const;

/** Frames' element names, as a person reads them. */
export const FRAMES_PART: Record<string, string> = {
  'card-number': 'card number',
  'expiry-date': 'expiry date',
  cvv: 'security code',
};
