import { act, renderHook } from '@testing-library/react';
import { errorEnvelope } from '@groupgift/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText } from '../../../lib/i18n';
import { usePictureUpload } from './use-picture-upload';

/** An XMLHttpRequest that answers every upload with `status` and `body`, as the server would. */
function answerUploadsWith(status: number, body: unknown) {
  class AnsweringRequest {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', AnsweringRequest);
}

afterEach(() => vi.unstubAllGlobals());

describe('usePictureUpload, on the sign page', () => {
  it("shows the server's own words when it refuses a picture as too large (decision 134)", async () => {
    const message = messageText({ key: 'error.pictureTooLarge', params: { megapixels: 40 } });
    answerUploadsWith(422, errorEnvelope('picture_too_large', message, { fieldErrors: { file: [message] } }));
    const { result } = renderHook(() => usePictureUpload('7d3d0a59-7c1f-4cb6-9d1a-1c2a3b4c5d6e', false, () => undefined));
    const bomb = new File([new Uint8Array(64)], 'bomb.png', { type: 'image/png' });
    await act(() => result.current.upload(bomb));
    expect(result.current.state).toEqual({ status: 'failed', error: message });
    expect(message).toMatch(/^This picture is too large to use/);
  });
});
