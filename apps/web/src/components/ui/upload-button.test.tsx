import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadButton } from './upload-button';

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

describe('UploadButton', () => {
  it('opens the hidden file input and hands over the chosen file', async () => {
    const user = userEvent.setup();
    const onFileSelected = vi.fn();
    const { container } = render(<UploadButton onFileSelected={onFileSelected} />);
    const input = fileInput(container);
    const click = vi.spyOn(input, 'click');
    expect(input).toHaveAttribute('aria-hidden', 'true');

    await user.click(screen.getByRole('button', { name: 'Upload a photo' }));
    expect(click).toHaveBeenCalled();

    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    await user.upload(input, photo);
    expect(onFileSelected).toHaveBeenCalledWith(photo);
  });

  it('shows the upload states with visible progress', () => {
    const props = { onFileSelected: () => {} };
    const { rerender } = render(<UploadButton {...props} phase="uploading" progress={42} />);
    const status = screen.getByRole('status', { name: 'Upload status' });
    expect(status).toHaveTextContent('Uploading 42%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '42');
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toBeDisabled();

    rerender(<UploadButton {...props} phase="processing" />);
    expect(status).toHaveTextContent('Upload is being processed');
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('value');

    rerender(<UploadButton {...props} phase="failed" />);
    expect(status).toHaveTextContent('Upload failed');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toBeEnabled();

    rerender(<UploadButton {...props} phase="failed" error="timeout" />);
    expect(status).toHaveTextContent('Upload failed, with error timeout');
  });

  it('refuses a file over the size limit before uploading', () => {
    const onFileSelected = vi.fn();
    const { container } = render(<UploadButton onFileSelected={onFileSelected} maxBytes={10} />);
    const big = new File(['x'.repeat(11)], 'big.png', { type: 'image/png' });
    fireEvent.change(fileInput(container), { target: { files: [big] } });
    expect(onFileSelected).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Upload status' })).toHaveTextContent('File size too big');
  });
});
