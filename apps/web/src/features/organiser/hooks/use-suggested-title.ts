import { useEffect, useRef } from 'react';
import { COLLECTION_TEXT_LIMITS, setupTypeTakesMoney } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import type { CollectionFormState } from './use-collection-form';

/**
 * The title a new collection gets from what was typed before it: "Sam's Farewell" with an occasion,
 * else "A gift for Sam" (or "A card for Sam" without money). Empty until a name is typed.
 */
export function suggestTitle(t: (key: 'organiser.form.titleFrom.occasion' | 'organiser.form.titleFrom.gift' | 'organiser.form.titleFrom.card', values: Record<string, string>) => string, name: string, occasion: string, setupType: string): string {
  const who = name.trim();
  if (!who) return '';
  const what = occasion.trim();
  if (what) return t('organiser.form.titleFrom.occasion', { name: who, occasion: what });
  return t(setupTypeTakesMoney(setupType) ? 'organiser.form.titleFrom.gift' : 'organiser.form.titleFrom.card', { name: who });
}

/**
 * While creating, the title follows the recipient's name and the occasion until the person types a
 * title of their own (the field then keeps theirs; emptying it lets the suggestion back in); the
 * card's cover title follows the title the same way, so an untouched cover is not left without words.
 */
export function useSuggestedTitle(form: CollectionFormState, enabled: boolean): void {
  const { t } = useTranslation();
  const { recipientName, occasion, setupType, title } = form.values;
  const suggested = useRef(title);
  const next = enabled ? suggestTitle((key, values) => t(key, values), recipientName, occasion, setupType) : '';
  const { set, setCover } = form;
  useEffect(() => {
    if (!enabled) return;
    const followed = title === suggested.current || title.trim() === '';
    suggested.current = next;
    if (followed && title !== next) set('title', next);
    // Only a change of what the suggestion is made from moves the title; typing in it does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, next, set]);

  const coverTitle = form.values.cover.title;
  const coverNext = title.trim().slice(0, COLLECTION_TEXT_LIMITS.coverTitle);
  const coverSuggested = useRef(coverTitle);
  useEffect(() => {
    if (!enabled) return;
    const followed = coverTitle === coverSuggested.current || coverTitle.trim() === '';
    coverSuggested.current = coverNext;
    if (followed && coverTitle !== coverNext) setCover('title', coverNext);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, coverNext, setCover]);
}
