import type { MmwOccasion } from './contract/magic-writer';

// Most specific first: "Congratulations on your wedding" is a wedding, "work anniversary" an anniversary.
const OCCASION_WORDS: [MmwOccasion, RegExp][] = [
  ['sympathy', /sympath|condolence|in memory|memorial|bereave|passed away|loss of/],
  ['get-well', /get well|recover|surgery|hospital|feel better/],
  ['retirement', /retir/],
  ['anniversary', /anniversar|years of service/],
  ['engagement', /engage/],
  ['wedding', /wedding|married|marriage|bridal|bride|groom|newlywed/],
  ['new-baby', /baby|newborn|shower|maternity|paternity|parental leave/],
  ['graduation', /graduat/],
  ['birthday', /birthday|b-?day/],
  ['farewell', /farewell|leaving|goodbye|good luck|bon voyage|moving on/],
  ['new-job', /new job|new role|welcome|promotion/],
  ['thank-you', /thank|appreciat/],
  ['congratulations', /congrat|well done|achievement/],
];

/**
 * The writer's occasion for what the organiser called the collection (its occasion, else its
 * title), so the writer starts from the collection rather than from "birthday"; undefined when
 * nothing matches.
 */
export function writerOccasionFor(...texts: (string | null | undefined)[]): MmwOccasion | undefined {
  for (const text of texts) {
    const lower = text?.toLowerCase() ?? '';
    const found = OCCASION_WORDS.find(([, words]) => words.test(lower));
    if (found) return found[0];
  }
  return undefined;
}
