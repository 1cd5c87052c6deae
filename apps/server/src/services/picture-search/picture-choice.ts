import { createHmac, timingSafeEqual } from 'node:crypto';
import { pictureKindSchema, pictureProviderSchema } from '@groupgift/domain';
import { z } from 'zod';
import type { FoundPicture } from './picture-provider';

/*
 * A search result's `choice`: what the picture is and where its file is, signed by the server. The
 * choose route copies only what a signature vouches for, so it never fetches an address a browser
 * made up (no server-side request forgery), and each host is checked against the provider's list too.
 */

const choiceSchema = z.object({
  provider: pictureProviderSchema,
  id: z.string().max(200),
  kind: pictureKindSchema,
  mediaUrl: z.string().max(2000),
  animated: z.boolean(),
  downloadLocation: z.string().max(2000).optional(),
});
export type PictureChoice = z.infer<typeof choiceSchema>;

export type ChoiceSigner = {
  sign(provider: PictureChoice['provider'], picture: FoundPicture): string;
  /** The choice, or null when it was not signed by us (or is not one at all). */
  open(choice: string): PictureChoice | null;
};

export function choiceSigner(secret: string): ChoiceSigner {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    sign(provider, picture) {
      const choice: PictureChoice = {
        provider,
        id: picture.id,
        kind: picture.kind,
        mediaUrl: picture.mediaUrl,
        animated: picture.animated,
        ...(picture.downloadLocation ? { downloadLocation: picture.downloadLocation } : {}),
      };
      const payload = Buffer.from(JSON.stringify(choice)).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    open(choice) {
      const [payload, signature, extra] = choice.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const parsed = choiceSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
