import { useCallback, useEffect, useRef, useState } from 'react';
import { FILE_SIZE_UNIT } from '@groupgift/domain';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { uploadImage, type UploadedImage } from '../api/upload-image';

export const MAX_PICTURE_BYTES = 5 * FILE_SIZE_UNIT.MEGABYTE;
export const ACCEPTED_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** SPEC §4 upload states: uploading, upload is being processed, upload status, upload failed. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'processing' }
  | { status: 'done'; image: UploadedImage }
  | { status: 'failed'; error: string };

/** Checks a file before sending it, with the catalogue's wording. */
export function checkPicture(file: File): string | null {
  if (!(ACCEPTED_PICTURE_TYPES as readonly string[]).includes(file.type)) return i18n.t('sign.pictureType');
  if (file.size > MAX_PICTURE_BYTES) return i18n.t('shared:validation.fileSize', { n: '5 MB' });
  return null;
}

/** A picture shown from the device only (the organiser's preview uploads nothing). */
function localPicture(file: File): Promise<UploadedImage> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ imageURL: url, width: image.naturalWidth || null, height: image.naturalHeight || null });
    image.onerror = () => resolve({ imageURL: url, width: null, height: null });
    image.src = url;
  });
}

export function usePictureUpload(collectionGuid: string, preview: boolean, onUploaded: (image: UploadedImage) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => () => abort.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      const problem = checkPicture(file);
      if (problem) {
        setState({ status: 'failed', error: problem });
        return;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ status: 'uploading', progress: 0 });
      if (preview) {
        const image = await localPicture(file);
        setState({ status: 'done', image });
        onUploadedRef.current(image);
        return;
      }
      try {
        const image = await uploadImage(
          collectionGuid,
          file,
          (fraction) => setState(fraction >= 1 ? { status: 'processing' } : { status: 'uploading', progress: Math.round(fraction * 100) }),
          controller.signal,
        );
        setState({ status: 'done', image });
        onUploadedRef.current(image);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const text = error instanceof ApiError && error.status === 413 ? i18n.t('shared:error.fileTooBig') : error instanceof Error && error.message ? error.message : i18n.t('shared:error.uploadFailed');
        setState({ status: 'failed', error: text });
      }
    },
    [collectionGuid, preview],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, upload, reset };
}
