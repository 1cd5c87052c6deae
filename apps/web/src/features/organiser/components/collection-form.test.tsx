import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type OrganiserCollection } from '@groupgift/domain';
import '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { emptyForm } from '../form-values';
import { CollectionForm } from './collection-form';

function renderForm(submit = vi.fn(), setupType: 'Collection' | 'Group Card Only' | 'Collection + Group Card' = 'Collection') {
  const onSaved = vi.fn();
  render(
    <MemoryRouter>
      <CollectionForm initial={{ ...emptyForm('US'), setupType }} mode="create" submit={submit} onSaved={onSaved} cancelTo="/dashboard" />
    </MemoryRouter>,
  );
  return { submit, onSaved };
}

describe('CollectionForm', () => {
  it('checks a field once it is left, and live after that', async () => {
    const user = userEvent.setup();
    renderForm();
    const recipient = screen.getByLabelText("Recipient's name *");
    await user.click(recipient);
    expect(screen.queryByText(MESSAGES['validation.required'])).toBeNull();
    await user.tab();
    expect(screen.getByText(MESSAGES['validation.required'])).toBeVisible();
    await user.type(recipient, 'Sam');
    expect(screen.queryByText(MESSAGES['validation.required'])).toBeNull();
  });

  it('shows the fields of the setup type: no money for a card only, the cover designer with a live preview', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(), 'Group Card Only');
    expect(screen.queryByRole('heading', { name: 'Money' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Group card' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Template'), 'level-achieved');
    await user.type(screen.getByLabelText('Cover title'), 'your title here');
    // The kids-birthday placeholder rule of the contributor cover applies in the preview too.
    expect(screen.getByTestId('cover-preview')).toHaveTextContent('##');
  });

  it('shows server field errors on their fields and keeps every value', async () => {
    const user = userEvent.setup();
    const submit = vi.fn().mockRejectedValue(
      new ApiError({ name: 'createCollection', status: 400, code: 'validation_failed', message: 'x', fieldErrors: { imageUrl: ['Upload failed'], minimumContributionCents: ['Must be greater than 0'] } }),
    );
    const { onSaved } = renderForm(submit);
    await user.type(screen.getByLabelText("Recipient's name *"), 'Sam');
    await user.type(screen.getByLabelText('Title *'), 'Farewell');
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(submit).toHaveBeenCalledOnce();
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ title: 'Farewell', minimumContributionCents: 100, setupType: 'Collection' });
    expect(await screen.findByText('Must be greater than 0')).toBeVisible();
    expect(screen.getByText('Upload failed')).toBeVisible();
    expect(screen.getByLabelText('Title *')).toHaveValue('Farewell');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('hands the saved collection on', async () => {
    const user = userEvent.setup();
    const saved = { guid: 'abc' } as OrganiserCollection;
    const { onSaved } = renderForm(vi.fn().mockResolvedValue(saved));
    await user.type(screen.getByLabelText("Recipient's name *"), 'Sam');
    await user.type(screen.getByLabelText('Title *'), 'Farewell');
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(onSaved).toHaveBeenCalledWith(saved);
  });
});
