import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

// A step change scrolls to the top (decision 141), which jsdom does not draw.
let scrollTo: { mockRestore: () => void } | undefined;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  scrollTo?.mockRestore();
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/dashboard/collections/new']}>
      <Routes>
        <Route path="/dashboard/collections/new/:step?" element={<NewCollectionPage />} />
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
    await user.selectOptions(screen.getByLabelText('What are you setting up?'), 'Group Card Only');
    await user.type(screen.getByLabelText("Recipient's name *"), 'Ava');
    await user.clear(screen.getByLabelText('Title *'));
    await user.type(screen.getByLabelText('Title *'), "Ava's 7th birthday");
    // The card step (decision 141).
    await user.click(screen.getByRole('button', { name: 'Next: Card and cover' }));

    await user.selectOptions(screen.getByLabelText('Template'), 'Kids birthday: pink balloon');
    await user.click(within(screen.getByRole('group', { name: 'Layout' })).getByRole('radio', { name: 'Picture' }));
    const titleStyle = screen.getByRole('group', { name: 'Title style' });
    // The cover title starts as the collection's title; typed over, it is the person's own.
    expect(within(titleStyle).getByLabelText('Cover title')).toHaveValue("Ava's 7th birthday");
    await user.clear(within(titleStyle).getByLabelText('Cover title'));
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
    // Three steps typed into one field at a time: longer than the default on a busy machine.
  }, 60_000);
});

describe('CoverDesigner: the illustrated covers (decision 104)', () => {
  it('offers a drawing for each occasion, each named once; picking one previews it and sends its template', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByLabelText('What are you setting up?'), 'Group Card Only');
    await user.type(screen.getByLabelText("Recipient's name *"), 'Kai');
    await user.click(screen.getByRole('button', { name: 'Next: Card and cover' }));
    const gallery = screen.getByRole('group', { name: 'Illustrated covers' });
    const choices = within(gallery).getAllByRole('radio');
    expect(choices.length).toBeGreaterThanOrEqual(12);
    // Named by the words alone: the drawing inside each choice is decoration.
    for (const name of ['Birthday', 'Farewell', 'Retirement', 'New baby', 'Wedding', 'Sympathy', 'Graduation', 'New job']) {
      expect(within(gallery).getByRole('radio', { name })).toBeInTheDocument();
    }
    await user.click(within(gallery).getByRole('radio', { name: 'Graduation' }));
    expect(within(gallery).getByRole('radio', { name: 'Graduation' })).toBeChecked();
    expect(screen.getByLabelText('Template')).toHaveValue('illustrated-graduation');
    const preview = screen.getByRole('figure', { name: 'Cover preview' });
    expect(within(preview).getByRole('img', { name: 'Illustration: a mortarboard and a diploma' })).toBeInTheDocument();
    expect(within(preview).getByTestId('card-cover')).toHaveClass('illustrated-graduation');
  });

  it('without a picture, the preview shows the drawing of the collection’s occasion', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByLabelText('What are you setting up?'), 'Group Card Only');
    await user.type(screen.getByLabelText("Recipient's name *"), 'Kai');
    await user.type(screen.getByLabelText('Occasion'), 'Retirement');
    await user.click(screen.getByRole('button', { name: 'Next: Card and cover' }));
    await user.selectOptions(screen.getByLabelText('Template'), 'Classic cream');
    const preview = screen.getByRole('figure', { name: 'Cover preview' });
    expect(within(preview).getByRole('img', { name: 'Illustration: a deck chair and parasol by the sea' })).toBeInTheDocument();
  });
});
