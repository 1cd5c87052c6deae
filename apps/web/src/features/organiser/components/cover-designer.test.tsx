import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganiserCollection } from '@groupgift/domain';
import '../../../lib/i18n';
import { setOrganiser } from '../../../lib/organiser-session';
import { createCollection } from '../api/create-collection';
import { NewCollectionPage } from './new-collection-page';

vi.mock('../api/create-collection', () => ({ createCollection: vi.fn() }));

const create = vi.mocked(createCollection);

beforeEach(() => {
  create.mockReset();
  create.mockResolvedValue({ guid: '44444444-4444-4444-8444-444444444444' } as OrganiserCollection);
  // Signed out: the page starts in the default market without asking the server who is signed in.
  setOrganiser(null);
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/dashboard/collections/new']}>
      <Routes>
        <Route path="/dashboard/collections/new" element={<NewCollectionPage />} />
        <Route path="/dashboard/collections/:id" element={<h1>Saved collection</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function setNumber(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}

describe('CoverDesigner', () => {
  it('previews the template, picture layout, sizes and alignments live, and sends them with the collection', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: /^Group Card Only/ }));
    await user.type(screen.getByLabelText("Recipient's name *"), 'Ava');
    await user.type(screen.getByLabelText('Title *'), "Ava's 7th birthday");

    await user.selectOptions(screen.getByLabelText('Template'), 'Kids birthday: pink balloon');
    await user.click(within(screen.getByRole('group', { name: 'Layout' })).getByRole('radio', { name: 'Picture' }));
    const titleStyle = screen.getByRole('group', { name: 'Title style' });
    await user.type(within(titleStyle).getByLabelText('Cover title'), 'Ava is 7');
    await setNumber(user, within(titleStyle).getByLabelText('Font size (px)'), '48');
    await user.selectOptions(within(titleStyle).getByLabelText('Alignment'), 'Right');
    const descriptionStyle = screen.getByRole('group', { name: 'Description style' });
    await user.type(within(descriptionStyle).getByLabelText('Cover description'), 'Party at noon');
    await setNumber(user, within(descriptionStyle).getByLabelText('Font size (px)'), '20');
    await user.selectOptions(within(descriptionStyle).getByLabelText('Alignment'), 'Justify');

    // The preview is the contributors' own cover component, so its classes and styles are what they will see.
    const preview = screen.getByRole('figure', { name: 'Cover preview' });
    const cover = within(preview).getByTestId('card-cover');
    expect(cover).toHaveClass('card-cover', 'card-cover--image-layout', 'age-pink-balloon');
    expect(cover).not.toHaveClass('classic-cream');
    expect(within(preview).getByText('Ava is 7')).toHaveStyle({ fontSize: '48px', textAlign: 'right' });
    expect(within(preview).getByText('Party at noon')).toHaveStyle({ fontSize: '20px', textAlign: 'justify' });

    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByRole('heading', { name: 'Saved collection' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledOnce();
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      setupType: 'Group Card Only',
      cover: {
        className: 'age-pink-balloon',
        coverType: 3,
        imageUrl: null,
        title: 'Ava is 7',
        description: 'Party at noon',
        fontSize: 48,
        textAlign: 'right',
        descFontSize: 20,
        descTextAlign: 'justify',
      },
    });
  });
});
