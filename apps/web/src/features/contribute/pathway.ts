import { choosePathway, pathwayForCollection, type Collection, type Pathway, type PathwayButton, type PathwayChoice } from '@groupgift/domain';

/** SPEC §4: the pathway the collection leads to. */
export function derivePathway(collection: Collection): Pathway {
  return pathwayForCollection(collection);
}

/**
 * What a landing button sets (SPEC §4). Chip in always clears the sign-only flag here: the flag only
 * means something on a signing pathway, and a stale flag from an earlier Sign only click must not
 * turn a chip-in into a journey without payment.
 */
export function pathwayForButton(button: PathwayButton, currentSignOnly: boolean): PathwayChoice {
  const choice = choosePathway(button, currentSignOnly);
  return button === 'chip-in' ? { ...choice, signOnly: false } : choice;
}
