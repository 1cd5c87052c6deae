import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COVER_DESIGNS, coverPreviewPath, type OrganiserCollection } from '@groupgift/domain';
import '../../../lib/i18n';
import organiser from '../../../locales/en-GB/organiser.json';
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

const names = organiser.cover.designNames;

async function toCardStep(user: ReturnType<typeof userEvent.setup>, occasion = '') {
  renderPage();
  await user.selectOptions(screen.getByLabelText('What are you setting up?'), 'Group Card Only');
  await user.type(screen.getByLabelText("Recipient's name *"), 'Kai');
  if (occasion) await user.type(screen.getByLabelText('Occasion'), occasion);
  // The card step (decision 141).
  await user.click(screen.getByRole('button', { name: 'Next: Card and cover' }));
}

describe('CoverDesigner: designs and themes (decisions 146, 147)', () => {
  it('offers every design grouped by occasion, each named once; picking one, a title and a theme previews and sends them', async () => {
    const user = userEvent.setup();
    await toCardStep(user);
    const gallery = screen.getByRole('group', { name: 'Cover designs' });
    expect(within(gallery).getAllByRole('radio')).toHaveLength(COVER_DESIGNS.length);
    // Grouped by occasion, and named by the words alone: the drawing inside each choice is decoration.
    const holidays = within(gallery).getByRole('group', { name: 'Holidays' });
    expect(within(holidays).getByRole('radio', { name: 'Snowflakes' })).toBeInTheDocument();
    for (const design of COVER_DESIGNS) expect(within(gallery).getByRole('radio', { name: i18nName(design.id) })).toBeInTheDocument();

    await user.click(within(gallery).getByRole('radio', { name: 'Mortarboard' }));
    expect(within(gallery).getByRole('radio', { name: 'Mortarboard' })).toBeChecked();
    await user.clear(screen.getByLabelText('Cover title'));
    await user.type(screen.getByLabelText('Cover title'), 'Well done');
    expect(screen.getByTestId('cover-name')).toHaveTextContent('Kai');
    await user.click(within(screen.getByRole('group', { name: 'Board theme' })).getByRole('radio', { name: 'Midnight' }));

    // The preview is the server's drawing of the design with these words: the cover every place shows.
    const preview = screen.getByRole('img', { name: 'The cover: Mortarboard design, titled “Well done”, for Kai' });
    expect(preview).toHaveAttribute('src', coverPreviewPath('graduation-cap', { title: 'Well done', name: 'Kai' }));

    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByRole('heading', { name: 'Saved collection' })).toBeInTheDocument();
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      setupType: 'Group Card Only',
      cover: { className: 'design-graduation-cap', coverType: 1, title: 'Well done', boardTheme: 'midnight' },
    });
  }, 60_000);

  it('pre-chooses the first design of the collection’s occasion, and the arrow keys move through the designs', async () => {
    const user = userEvent.setup();
    await toCardStep(user, 'Retirement');
    const gallery = screen.getByRole('group', { name: 'Cover designs' });
    const first = within(gallery).getByRole('radio', { name: 'Sunset sail' });
    expect(first).toBeChecked();
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByRole('radio', { name: 'Deckchair' })).toBeChecked();
    expect(screen.getByRole('img', { name: /^The cover: Deckchair design/ })).toHaveAttribute('src', expect.stringContaining('design=retirement-deckchair'));
  });

  it('a photo cover offers the upload, whose picture is cropped before it is sent', async () => {
    const user = userEvent.setup();
    await toCardStep(user);
    await user.click(within(screen.getByRole('group', { name: 'Cover' })).getByRole('radio', { name: 'A photo' }));
    expect(screen.queryByRole('group', { name: 'Cover designs' })).not.toBeInTheDocument();
    expect(screen.getByText('Upload a cover picture')).toBeInTheDocument();
  });
});

function i18nName(id: string): string {
  return (names as Record<string, string>)[id] ?? id;
}
