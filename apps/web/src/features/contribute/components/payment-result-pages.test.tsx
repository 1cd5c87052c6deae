import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { collectionStore, paymentDetailsStore } from '../../../lib/journey/journey-store';
import { testCollection } from '../../../lib/journey/test-collection';
import { PaymentSuccessfulPage } from './payment-result-pages';

const GUID = '10000000-0000-4000-8000-000000000004';

/** What the payment-successful page shows for one channel: its heading, words and the way on. */
function finishFor(channel: string) {
  collectionStore.set(testCollection());
  paymentDetailsStore.patch({ paymentSuccessful: true, contribution: 2000 });
  const router = createMemoryRouter([{ path: '/contribute/:id/payment-successful', element: <PaymentSuccessfulPage /> }], {
    initialEntries: [`/contribute/${GUID}/payment-successful?channel=${channel}`],
  });
  const view = render(<RouterProvider router={router} />);
  const shown = {
    heading: screen.getByRole('heading', { level: 1 }).textContent,
    // Everything but the line naming the channel, which is the one thing meant to differ.
    words: [...document.querySelectorAll('.result-page p:not(.muted)')].map((p) => p.textContent),
    paidWith: document.querySelector('.result-page p.muted')?.textContent,
    next: screen.getByRole('link', { name: 'Continue' }).getAttribute('href'),
    links: screen.getAllByRole('link').map((a) => a.textContent),
  };
  view.unmount();
  return shown;
}

describe('PaymentSuccessfulPage: one finish for every channel (decision 139)', () => {
  it('shows card, wallet and PayPal payments the same heading, words and steps on to pathway-complete', () => {
    const card = finishFor('card');
    expect(card.heading).toBe('Payment successful');
    expect(card.next).toBe(`/contribute/${GUID}/pathway-complete?channel=card`);
    for (const [channel, name] of [['applepay', 'Apple Pay'], ['googlepay', 'Google Pay'], ['paypal', 'PayPal']] as const) {
      const other = finishFor(channel);
      expect({ heading: other.heading, words: other.words, links: other.links }).toEqual({ heading: card.heading, words: card.words, links: card.links });
      expect(other.paidWith).toBe(`Paid with ${name}.`);
      expect(other.next).toBe(`/contribute/${GUID}/pathway-complete?channel=${channel}`);
    }
  });
});
