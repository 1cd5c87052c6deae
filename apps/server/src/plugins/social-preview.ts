import { collectionSchema } from '@groupgift/domain';
import type { IndexPage } from './index-html';
import { landingGuid } from './landing-page';

/*
 * The invitation link's social preview (issue 31, decision 149): Open Graph and Twitter card tags in
 * the landing page's HTML, so a link pasted into Slack, WhatsApp, iMessage or a mail client shows the
 * card's cover and words. Built from the cached contribution-details body and the configured origin,
 * never from request headers. Link unfurlers run no scripts: the tags must be in the served HTML.
 */

const SITE_NAME = 'GroupGift';
/** The cover on its paper at the size Open Graph and Twitter's large card ask for. */
const IMAGE = { width: 1200, height: 630 } as const;
const DESCRIPTION_MAX = 200;

const escapeAttr = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The social preview's address of a cover PNG: the same name with `-og` (1200 × 630). */
export function socialImageUrl(coverPng: string): string {
  return coverPng.replace(/\.png$/, '-og.png');
}

/** The meta tags for a collection's invitation link; empty when the body is not a collection. */
export function socialPreviewTags(detailsBody: string, guid: string, origin: string): string {
  const parsed = collectionSchema.safeParse(JSON.parse(detailsBody));
  if (!parsed.success) return '';
  const c = parsed.data;
  const title = c.collectionTitle?.trim() || c.coverImage?.alt || SITE_NAME;
  const who = c.recipientName?.trim();
  const from = c.organiserName?.trim();
  const fallback = who
    ? `${from ? `${from} invites you` : 'You are invited'} to sign the group card for ${who}${c.gcOnly ? '' : ' and chip in'}.`
    : 'Chip in, sign the group card, or both.';
  const description = clip(c.collectionSubtitle?.trim() || c.collectionDescription?.trim() || fallback, DESCRIPTION_MAX);
  const url = `${origin}/contribute/${guid}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', c.coverImage ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (c.coverImage) {
    const image = socialImageUrl(c.coverImage.png);
    tags.push(
      ['property', 'og:image', image],
      ['property', 'og:image:type', 'image/png'],
      ['property', 'og:image:width', String(IMAGE.width)],
      ['property', 'og:image:height', String(IMAGE.height)],
      ['property', 'og:image:alt', c.coverImage.alt],
      ['name', 'twitter:image', image],
      ['name', 'twitter:image:alt', c.coverImage.alt],
    );
  }
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`).join('');
}

type Details = { find(guid: string): Promise<{ body: () => Promise<string> } | null> };

/**
 * The page for a request URL with the social preview's tags in its head, or null for any other
 * path or an unknown collection. Works whether or not the landing itself was drawn on the server.
 */
export function socialPreviewPages(details: Details, origin: string) {
  return async (url: string, page: IndexPage): Promise<IndexPage | null> => {
    const queryAt = url.indexOf('?');
    const guid = landingGuid(queryAt >= 0 ? url.slice(0, queryAt) : url);
    if (!guid) return null;
    const found = await details.find(guid);
    if (!found) return null;
    const tags = socialPreviewTags(await found.body(), guid, origin);
    return tags ? { ...page, before: page.before + tags } : null;
  };
}
