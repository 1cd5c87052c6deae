import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { ContributeShell } from './contribute-shell';
import { collectionStore } from '../../lib/journey/journey-store';
import { testCollection } from '../../lib/journey/test-collection';

const GUID = '10000000-0000-4000-8000-000000000001';
const path = (step: string) => `/contribute/${GUID}/${step}`;

function setup(start: string) {
  collectionStore.set(testCollection());
  const router = createMemoryRouter(
    [
      {
        path: '/contribute/:id',
        element: <ContributeShell />,
        children: ['card-review', 'pathway-complete', 'payment-details', 'your-details', 'how-much', 'sign'].map((step) => ({ path: step, element: <h1>{step}</h1> })),
      },
    ],
    { initialEntries: [path(start)] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ContributeShell guard', () => {
  it('refuses payment-details, your-details and the amount screen from pathway-complete and card-review', async () => {
    for (const from of ['pathway-complete', 'card-review']) {
      for (const to of ['payment-details', 'your-details', 'how-much']) {
        const router = setup(from);
        await router.navigate(path(to));
        expect(router.state.location.pathname).toBe(path(from));
        router.dispose();
      }
    }
  });

  it('lets other moves through', async () => {
    const router = setup('card-review');
    await router.navigate(path('sign'));
    expect(router.state.location.pathname).toBe(path('sign'));
    expect(await screen.findByRole('heading', { name: 'sign' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
