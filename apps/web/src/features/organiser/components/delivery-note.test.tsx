import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeliveryNote } from './delivery-note';

const base = { scheduledAt: null, deliveredAt: null, openedAt: null, bounced: false };

describe('DeliveryNote', () => {
  it('says nothing before a delivery is set up', () => {
    render(<DeliveryNote delivery={null} />);
    render(<DeliveryNote delivery={{ ...base, status: 'not_delivered' }} />);
    expect(screen.queryByTestId('delivery-note')).not.toBeInTheDocument();
  });

  it('shows a scheduled, a delivered and an opened card', () => {
    render(<DeliveryNote timeZone="America/New_York" delivery={{ ...base, status: 'scheduled', scheduledAt: '2035-01-01T09:00:00.000Z' }} />);
    render(<DeliveryNote timeZone="Australia/Sydney" delivery={{ ...base, status: 'delivered', deliveredAt: '2026-11-25T10:00:00.000Z' }} />);
    render(<DeliveryNote timeZone="Australia/Sydney" delivery={{ ...base, status: 'delivered', deliveredAt: '2026-11-25T10:00:00.000Z', openedAt: '2026-11-26T10:00:00.000Z' }} />);
    const notes = screen.getAllByTestId('delivery-note').map((note) => note.textContent);
    // On the collection's clock with its abbreviation (decision 144).
    expect(notes).toEqual(['Delivery 1 Jan 2035, 4:00 am EST', 'Delivered 25 Nov 2026, 9:00 pm AEDT', 'Opened 26 Nov 2026, 9:00 pm AEDT']);
  });

  it('flags a bounced email', () => {
    render(<DeliveryNote timeZone="Europe/London" delivery={{ ...base, status: 'delivered', deliveredAt: '2026-11-25T10:00:00.000Z', bounced: true }} />);
    expect(screen.getByTestId('delivery-note')).toHaveTextContent('Delivered 25 Nov 2026, 10:00 am GMT · Email bounced');
  });
});
