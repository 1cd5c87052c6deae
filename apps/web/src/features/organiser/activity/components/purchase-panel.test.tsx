import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EMPTY_FEE_TOTALS, type CollectionActivity } from '@groupgift/domain';
import '../../../../lib/i18n';
import { PurchasePanel } from './purchase-panel';

const GUID = '55555555-5555-4555-8555-555555555555';

function activity(setupType: string, cardPaidAt: string | null = null): CollectionActivity {
  return {
    guid: GUID,
    title: 'Farewell Sam',
    market: 'US',
    setupType,
    status: 'open',
    isClosed: false,
    isSuspended: false,
    closeDate: '2035-01-01T00:00:00.000Z',
    timeZone: 'America/New_York',
    closeDatePassed: false,
    hasGroupCard: true,
    cardPaidAt,
    invitationUrl: `https://gift.example.test/contribute/${GUID}`,
    coverImage: null,
    summary: {
      collected: 0,
      joined: 0,
      charityShare: 0,
      target: 0,
      charityName: null,
      charityPercentage: null,
      breakdown: EMPTY_FEE_TOTALS,
    },
  };
}

const show = (value: CollectionActivity) =>
  render(
    <MemoryRouter>
      <PurchasePanel activity={value} />
    </MemoryRouter>,
  );

describe('PurchasePanel', () => {
  it.each(['Paid Group Card', 'PGC + Gift'])('leads an unpaid %s to its payment page', (setupType) => {
    show(activity(setupType));
    expect(screen.getByRole('link', { name: 'Pay for card' })).toHaveAttribute('href', `/payment/${GUID}`);
    expect(screen.queryByText('Card paid')).not.toBeInTheDocument();
  });

  it('shows a paid card as paid, with no way to pay again', () => {
    show(activity('Paid Group Card', '2030-03-04T10:00:00.000Z'));
    expect(screen.getByTestId('card-paid')).toHaveTextContent('Card paid');
    expect(screen.getByText('Paid on 4 Mar 2030, 5:00 am EST')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay for card' })).not.toBeInTheDocument();
  });

  it('leads a Bulk Gifts collection to the payee upload', () => {
    show(activity('Bulk Gifts'));
    expect(screen.getByRole('link', { name: 'Upload payees' })).toHaveAttribute(
      'href',
      `/bulkupload/${GUID}/payee-details`,
    );
  });

  it.each(['Collection', 'Group Card Only', 'Collection + Group Card', 'FGC + Gift'])(
    'offers nothing to buy for %s',
    (setupType) => {
      show(activity(setupType));
      expect(screen.queryByTestId('purchase-panel')).not.toBeInTheDocument();
    },
  );
});
