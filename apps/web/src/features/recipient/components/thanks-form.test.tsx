import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryThanks } from '@groupgift/domain';
import { ApiError } from '../../../lib/api-client';
import { sendThanks } from '../api/send-thanks';
import { uploadThanksPicture } from '../api/upload-thanks-picture';
import { CARD } from '../test/recipient-card';
import { ThanksForm } from './thanks-form';

vi.mock('../api/send-thanks', () => ({ sendThanks: vi.fn() }));
vi.mock('../api/upload-thanks-picture', () => ({ uploadThanksPicture: vi.fn() }));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const PICTURE = '/api/groupcard/images/88888888-8888-4888-8888-000000000001.png';
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'beach.png', { type: 'image/png' });

function show() {
  const view = render(<ThanksForm token={TOKEN} messages={CARD.messages} previous={[]} />);
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, input };
}

function sent(imageUrl: string | null): DeliveryThanks {
  return { guid: '88888888-8888-4888-8888-000000000009', text: 'Thank you!', imageUrl, to: 'everyone', mailed: 2, sentAt: '2026-11-25T13:00:00.000Z' };
}

beforeEach(() => {
  vi.mocked(uploadThanksPicture).mockResolvedValue({ imageUrl: PICTURE, width: 64, height: 48 });
});
afterEach(() => vi.clearAllMocks());

describe('ThanksForm picture', () => {
  it('adds a picture from the button, previews it, and sends its URL with the thanks', async () => {
    vi.mocked(sendThanks).mockResolvedValue(sent(PICTURE));
    const { input } = show();
    const group = screen.getByRole('group', { name: 'Picture (optional)' });
    expect(within(group).getByRole('button', { name: 'Add a picture' })).toBeInTheDocument();

    await userEvent.upload(input, png());
    expect(uploadThanksPicture).toHaveBeenCalledWith(TOKEN, expect.any(File), expect.any(Function), expect.any(AbortSignal));
    const preview = await within(group).findByRole('img', { name: 'The picture you chose' });
    expect(preview).toHaveAttribute('src', PICTURE);
    expect(within(group).getByText('Picture added.')).toBeInTheDocument();
    // The add button is gone: focus lands on the control that replaced it.
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Remove picture' })).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Your message'), 'Thank you!');
    await userEvent.click(screen.getByRole('button', { name: 'Send thanks' }));
    expect(sendThanks).toHaveBeenCalledWith(TOKEN, expect.objectContaining({ text: 'Thank you!', imageUrl: PICTURE, to: 'everyone' }));
    // The thanks sent is listed with its picture.
    expect(await screen.findByRole('img', { name: 'The picture sent with these thanks' })).toHaveAttribute('src', PICTURE);
  });

  it('removes the chosen picture: none is sent, and focus goes back to the add button', async () => {
    vi.mocked(sendThanks).mockResolvedValue(sent(null));
    const { input } = show();
    await userEvent.upload(input, png());
    const group = screen.getByRole('group', { name: 'Picture (optional)' });
    await userEvent.click(await within(group).findByRole('button', { name: 'Remove picture' }));
    expect(within(group).queryByRole('img')).not.toBeInTheDocument();
    expect(within(group).getByText('Picture removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Add a picture' })).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Your message'), 'Thank you!');
    await userEvent.click(screen.getByRole('button', { name: 'Send thanks' }));
    expect(sendThanks).toHaveBeenCalledWith(TOKEN, expect.objectContaining({ imageUrl: null }));
  });

  it('refuses a file that is not a picture before uploading it', async () => {
    const { input } = show();
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(/Choose a JPEG, PNG, GIF or WebP picture\./)).toBeInTheDocument();
    expect(uploadThanksPicture).not.toHaveBeenCalled();
  });

  it("says so when the upload fails, and when the server refuses the picture with the thanks", async () => {
    vi.mocked(uploadThanksPicture).mockRejectedValueOnce(new ApiError({ name: 'uploadThanksPicture', status: 400, code: 'validation_failed', message: 'Upload failed' }));
    const { input } = show();
    await userEvent.upload(input, png());
    expect(await screen.findByText(/Upload failed/)).toBeInTheDocument();

    await userEvent.upload(input, png());
    await screen.findByRole('img', { name: 'The picture you chose' });
    vi.mocked(sendThanks).mockRejectedValue(
      new ApiError({ name: 'sendThanks', status: 400, code: 'validation_failed', message: 'Upload failed', fieldErrors: { imageUrl: ['Upload failed'] } }),
    );
    await userEvent.type(screen.getByLabelText('Your message'), 'Thank you!');
    await userEvent.click(screen.getByRole('button', { name: 'Send thanks' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not use this picture. Remove it and add it again.');
  });
});
