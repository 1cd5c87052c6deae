import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailPieces } from './email-address';

describe('EmailAddress', () => {
  it('cuts an address after each "@" and dot, and the pieces join back to it', () => {
    const email = 'alexandra.montgomery-smith@accounts.example.test';
    expect(emailPieces(email)).toEqual(['alexandra.', 'montgomery-smith@', 'accounts.', 'example.', 'test']);
    for (const odd of ['x@y', 'a..b@@c.', 'plain', '']) expect(emailPieces(odd).join('')).toBe(odd);
  });

  it('shows the address unchanged, with a break opportunity only between the pieces', () => {
    const { container } = render(<EmailAddress email="ben.li@example.test" />);
    expect(container.textContent).toBe('ben.li@example.test');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect([...container.querySelectorAll('.email-address__piece')].map((p) => p.textContent)).toEqual(['ben.', 'li@', 'example.', 'test']);
  });
});
