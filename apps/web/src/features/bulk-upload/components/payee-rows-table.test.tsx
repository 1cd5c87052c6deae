import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkUploadRow } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { PayeeRowsTable } from './payee-rows-table';

const row = (line: number, errors: BulkUploadRow['errors'] = {}): BulkUploadRow => ({
  line,
  firstName: `P${line}`,
  lastName: '.',
  email: `p${line}@example.com`,
  amount: '12.5',
  amountCents: Object.keys(errors).length ? null : 1250,
  errors,
});

describe('PayeeRowsTable', () => {
  it('starts with the rows to fix, each problem beside its value, and can show every row', async () => {
    const user = userEvent.setup();
    const rows = [row(2), row(3, { email: ['Must be a valid email address'] }), row(4)];
    render(<PayeeRowsTable rows={rows} errorCount={1} market="AU" />);
    const table = screen.getByRole('table', { name: 'Payees in the file, with the problems found in each row' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const bad = within(table).getByRole('row', { name: /3/ });
    expect(bad).toHaveTextContent('Must be a valid email address');
    expect(bad).toHaveTextContent('12.5');

    await user.click(screen.getByRole('checkbox', { name: 'Show only rows with errors' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // A valid amount shows as money in the collection's currency.
    expect(within(table).getByRole('row', { name: /^2/ })).toHaveTextContent('$12.50');
  });

  it('shows 100 rows at a time', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 250 }, (_, i) => row(i + 2));
    render(<PayeeRowsTable rows={rows} errorCount={0} market="US" />);
    expect(screen.getByText('Showing 100 of 250 rows')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more rows' }));
    await user.click(screen.getByRole('button', { name: 'Show more rows' }));
    expect(screen.getByText('Showing 250 of 250 rows')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more rows' })).toBeNull();
  });
});
