import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { TermsField } from './payment-fields';

describe('the payment step\'s terms checkbox', () => {
  it('keeps SPEC\'s words and links them to the market\'s terms in a new tab', () => {
    const router = createMemoryRouter([{ path: '/', element: <TermsField checked={false} market="US" onChange={() => undefined} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByLabelText('I accept the terms and conditions')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link.getAttribute('href')).toBe('/terms?market=US');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
