// The contract codecs' decode steps, kept free of zod so the browser's generated validators
// (decision 175) run the very same code as the server's schemas after the input has passed.

/** The fields a collection's decode reads and fills (collection.ts's collectionSchema). */
export interface CollectionDecodeInput {
  collectionId: number;
  soFarCollected: number;
  joinedSofar: number;
  collectionTarget: number;
  maxIndividualContributionLimit: number;
  id?: number;
  isCollectionClosed?: boolean;
  iscollectionClosed?: boolean;
  collected?: number;
  joined?: number;
  target?: number;
  maxContributionAmount?: number;
}

/**
 * Derived fields default to their source fields (collected ← soFarCollected, joined ← joinedSofar,
 * target ← collectionTarget, maxContributionAmount ← maxIndividualContributionLimit) and
 * `iscollectionClosed` is folded into `isCollectionClosed`. Fills the parsed copy in place: the
 * parser hands decode a fresh object, and copying ~60 keys with a spread costs more than the parse.
 */
export function decodeCollection<T extends CollectionDecodeInput>(c: T): T & Required<Pick<CollectionDecodeInput, 'id' | 'isCollectionClosed' | 'collected' | 'joined' | 'target' | 'maxContributionAmount'>> {
  c.id ??= c.collectionId;
  c.isCollectionClosed ??= c.iscollectionClosed ?? false;
  c.collected ??= c.soFarCollected;
  c.joined ??= c.joinedSofar;
  c.target ??= c.collectionTarget;
  c.maxContributionAmount ??= c.maxIndividualContributionLimit;
  // iscollectionClosed is not in the output schema, which strips it.
  return c as ReturnType<typeof decodeCollection<T>>;
}

/** A message's derived fields: edit-active when an id exists, gcid equal to id, picUrl equal to imageURL. */
export function decodeMessage<T extends { id: number | null; imageURL: string | null }>(m: T): T & { isEditActive: boolean; gcid: number | null; picUrl: string | null } {
  return Object.assign(m, { isEditActive: m.id !== null, gcid: m.id, picUrl: m.imageURL });
}

/** By name, for the generated validators' descriptions. */
export const CONTRACT_DECODERS = { collection: decodeCollection, message: decodeMessage } as const;
export type ContractDecoderName = keyof typeof CONTRACT_DECODERS;
