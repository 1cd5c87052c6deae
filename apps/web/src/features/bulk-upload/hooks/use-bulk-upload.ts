import { checkBulkUploadCsv, decodeCsvBytes, type BulkUpload, type BulkUploadDocument, type BulkUploadPage } from '@groupgift/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getBulkUpload } from '../api/get-bulk-upload';
import { listBulkDocuments } from '../api/list-bulk-documents';
import { proceedBulkUpload } from '../api/proceed-bulk-upload';
import { uploadBulkFile } from '../api/upload-bulk-file';

export type UploadPhase = 'idle' | 'checking' | 'uploading' | 'processing' | 'done' | 'failed';

export type LoadState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; page: BulkUploadPage };

export interface UploadState {
  phase: UploadPhase;
  /** 0–100 while uploading. */
  percent: number;
  fileName: string;
  error: string | null;
}

const IDLE: UploadState = { phase: 'idle', percent: 0, fileName: '', error: null };

/**
 * The payee-details page's data: the collection and current upload from the server, the upload of a
 * file (checked in the browser first for instant feedback, then by the server, which decides), the
 * kept documents, and the step to payment.
 */
export function useBulkUpload(collectionGuid: string) {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [documents, setDocuments] = useState<BulkUploadDocument[]>([]);
  const [upload, setUpload] = useState<UploadState>(IDLE);
  const [proceeding, setProceeding] = useState(false);
  const [proceedError, setProceedError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const refreshDocuments = useCallback(async () => {
    try {
      setDocuments(await listBulkDocuments(collectionGuid));
    } catch {
      // The list is a convenience; the client logged the failure.
    }
  }, [collectionGuid]);

  const reload = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      const page = await getBulkUpload(collectionGuid);
      setLoad({ status: 'ready', page });
      void refreshDocuments();
    } catch (error) {
      // SPEC §8: a failed load is logged; a 404 goes to the error page.
      console.warn('[bulk-upload] loading the upload failed', error);
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) setLoad({ status: 'not-found' });
      else setLoad({ status: 'error', message: error instanceof Error ? error.message : '' });
    }
  }, [collectionGuid, refreshDocuments]);

  useEffect(() => {
    void reload();
    return () => abortRef.current?.abort();
  }, [reload]);

  const setUploadResult = (result: BulkUpload) =>
    setLoad((current) => (current.status === 'ready' ? { status: 'ready', page: { ...current.page, upload: result } } : current));

  const uploadFile = useCallback(
    async (file: File) => {
      if (load.status !== 'ready') return;
      setProceedError(null);
      setUpload({ phase: 'checking', percent: 0, fileName: file.name, error: null });
      // The browser's check refuses a file the server would refuse whole, before sending a byte.
      const text = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
      const local = checkBulkUploadCsv(text, { market: load.page.collection.market, sizeBytes: file.size });
      if (!local.ok) {
        setUpload({ phase: 'failed', percent: 0, fileName: file.name, error: local.error });
        return;
      }
      const controller = new AbortController();
      abortRef.current = controller;
      setUpload({ phase: 'uploading', percent: 0, fileName: file.name, error: null });
      try {
        const result = await uploadBulkFile(
          collectionGuid,
          file,
          (fraction) =>
            setUpload((u) =>
              // Once every byte is sent the server is checking: SPEC §4 "upload is being processed".
              fraction >= 1 ? { ...u, phase: 'processing', percent: 100 } : { ...u, percent: Math.round(fraction * 100) },
            ),
          controller.signal,
        );
        setUploadResult(result);
        setUpload({ phase: 'done', percent: 100, fileName: file.name, error: null });
        void refreshDocuments();
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const message = error instanceof ApiError ? error.message : '';
        setUpload({ phase: 'failed', percent: 0, fileName: file.name, error: message || null });
      }
    },
    [collectionGuid, load, refreshDocuments],
  );

  const proceed = useCallback(async (): Promise<boolean> => {
    setProceeding(true);
    setProceedError(null);
    try {
      setUploadResult(await proceedBulkUpload(collectionGuid));
      return true;
    } catch (error) {
      setProceedError(error instanceof ApiError ? error.message : null);
      return false;
    } finally {
      setProceeding(false);
    }
  }, [collectionGuid]);

  return { load, reload, documents, upload, uploadFile, proceed, proceeding, proceedError };
}
