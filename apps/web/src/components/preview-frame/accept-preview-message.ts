import { previewMessageSchema, type PreviewMessage } from '@groupgift/domain';

/**
 * The frame's filter: a preview message counts only when it comes from this app's own origin and
 * from the frame's own iframe, and has the preview message shape. Anything else (another site,
 * another frame on the page, a browser extension) is ignored.
 */
export function acceptPreviewMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frameWindow: Window | null | undefined,
  ownOrigin: string = window.location.origin,
): PreviewMessage | null {
  if (event.origin !== ownOrigin) return null;
  if (!frameWindow || event.source !== frameWindow) return null;
  const parsed = previewMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
