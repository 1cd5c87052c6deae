import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import type { UploadState } from '../hooks/use-bulk-upload';
import { FileDrop } from './file-drop';

const state = (over: Partial<UploadState> = {}): UploadState => ({ phase: 'idle', percent: 0, fileName: '', error: null, ...over });

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

describe('FileDrop', () => {
  it('hands over a chosen CSV and refuses other files and files over 2 MB before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFile = vi.fn();
    const { container } = render(<FileDrop upload={state()} chooseLabel="Choose a file" onFile={onFile} />);
    const input = fileInput(container);

    await user.upload(input, new File(['a,b'], 'payees.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('status', { name: 'Upload status' })).toHaveTextContent('Choose a .csv file');

    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 2 * 1048576 + 1 });
    await user.upload(input, big);
    expect(screen.getByRole('status', { name: 'Upload status' })).toHaveTextContent('File size must be less than 2 MB');

    const csv = new File(['First name,Last name,Email,Amount'], 'payees.csv', { type: '' });
    await user.upload(input, csv);
    expect(onFile).toHaveBeenCalledWith(csv);
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('shows real progress and the SPEC §4 upload states', () => {
    const props = { chooseLabel: 'Upload a corrected file', onFile: () => {} };
    const { rerender } = render(<FileDrop {...props} upload={state({ phase: 'uploading', percent: 42 })} />);
    const status = screen.getByRole('status', { name: 'Upload status' });
    expect(status).toHaveTextContent('Uploading 42%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '42');
    expect(screen.getByRole('button', { name: 'Upload a corrected file' })).toBeDisabled();

    rerender(<FileDrop {...props} upload={state({ phase: 'processing', percent: 100 })} />);
    expect(status).toHaveTextContent('Upload is being processed');
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('value');

    rerender(<FileDrop {...props} upload={state({ phase: 'failed' })} />);
    expect(status).toHaveTextContent('Upload failed');
    rerender(<FileDrop {...props} upload={state({ phase: 'failed', error: 'The file has no payees' })} />);
    expect(status).toHaveTextContent('Upload failed, with error The file has no payees');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload a corrected file' })).toBeEnabled();
  });
});
