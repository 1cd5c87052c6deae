import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { collectionStore, groupCardStore, paymentDetailsStore } from '../../../lib/journey/journey-store';
import { testCollection } from '../../../lib/journey/test-collection';
import { ReceiptPage } from './receipt-page';

const GUID = '10000000-0000-4000-8000-000000000003';

describe('ReceiptPage', () => {
  it('names the collection by its own title, not by the card cover’s title', () => {
    const collection = testCollection({
      collectionSetupType: 'Collection + Group Card',
      collectionTitle: "Sam's farewell card and gift",
      collectionSubtitle: null,
      hasGroupCard: true,
      coverPage: { id: 1, title: 'Farewell, Sam', coverType: 2 },
      groupCard: { id: 1, messages: [], coverPage: { id: 1, title: 'Farewell, Sam', coverType: 2 } },
    });
    collectionStore.set(collection);
    groupCardStore.set(collection.groupCard);
    paymentDetailsStore.patch({
      paymentSuccessful: true,
      contribution: 2000,
      firstName: 'Alex',
      lastName: 'Smith',
      invoiceNumber: 'INV-00000001',
      paymentDate: '2030-01-15T10:00:00.000Z',
    });
    const router = createMemoryRouter([{ path: '/contribute/:id/receipt', element: <ReceiptPage /> }], {
      initialEntries: [`/contribute/${GUID}/receipt`],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Collection').nextSibling).toHaveTextContent("Sam's farewell card and gift");
    expect(screen.queryByText('Farewell, Sam')).toBeNull();
  });
});
