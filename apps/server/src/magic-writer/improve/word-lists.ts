/*
 * Misspellings so common that the dictionary's own ranking gets them wrong or is unsure
 * (e.g. "thier" → "thief" first). Each maps to exactly one intended word.
 */
export const COMMON_MISSPELLINGS: Readonly<Record<string, string>> = {
  teh: 'the',
  adn: 'and',
  thier: 'their',
  alot: 'a lot',
  wich: 'which',
  realy: 'really',
  untill: 'until',
  becuase: 'because',
  beacuse: 'because',
  thankyou: 'thank you',
  collegue: 'colleague',
  collegues: 'colleagues',
  wishs: 'wishes',
  freind: 'friend',
  freinds: 'friends',
  recieve: 'receive',
  recieved: 'received',
  beleive: 'believe',
  definately: 'definitely',
  definatly: 'definitely',
  seperate: 'separate',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  occured: 'occurred',
  wierd: 'weird',
  goverment: 'government',
  neccessary: 'necessary',
  acheive: 'achieve',
  acheived: 'achieved',
  happpy: 'happy',
  hapy: 'happy',
  birthdya: 'birthday',
  brithday: 'birthday',
  bithday: 'birthday',
  congradulations: 'congratulations',
  congratulation: 'congratulations',
  aniversary: 'anniversary',
  retirment: 'retirement',
  sincerly: 'sincerely',
  truely: 'truly',
  youre: 'you\'re',
  dont: 'don\'t',
  im: 'I\'m',
  ive: 'I\'ve',
  didnt: 'didn\'t',
  doesnt: 'doesn\'t',
  isnt: 'isn\'t',
  wouldnt: 'wouldn\'t',
  couldnt: 'couldn\'t',
  shouldnt: 'shouldn\'t',
  thats: 'that\'s',
};

/** Informal words and sounds people write on cards on purpose; never "corrected". */
export const INFORMAL_WORDS: ReadonlySet<string> = new Set([
  'x', 'xx', 'xxx', 'xxxx', 'xo', 'xoxo', 'xoxoxo', 'lol', 'omg', 'haha', 'hahaha', 'hehe', 'yay', 'yayy', 'woohoo',
  'woo', 'woop', 'whoop', 'yippee', 'hooray', 'ok', 'okay', 'bday', 'wifi', 'aww', 'awww', 'hugs', 'mwah', 'ur', 'u',
  'gf', 'bf', 'bff', 'btw', 'tbh', 'ily', 'ty', 'thx', 'pls', 'congrats', 'bestie', 'besties', 'fam', 'yeah', 'yep',
  'nope', 'hiya', 'heya', 'g\'day', 'mate', 'ya', 'y\'all', 'gonna', 'wanna', 'gotta',
]);

/** Words that are correct when doubled ("had had", "very very", "bye bye"). */
export const REPEATABLE_WORDS: ReadonlySet<string> = new Set([
  'had', 'that', 'very', 'so', 'really', 'ha', 'haha', 'bye', 'no', 'yes', 'hip', 'more', 'much', 'many', 'far', 'long',
  'well', 'go', 'knock', 'la', 'na', 'x', 'xx', 'now', 'there', 'tut', 'boo', 'yum', 'blah', 'woo', 'ho',
  'hear', 'super', 'big', 'happy', 'love',
]);

/** Abbreviations whose full stop does not end a sentence. */
export const ABBREVIATIONS: ReadonlySet<string> = new Set([
  'e.g.', 'i.e.', 'etc.', 'vs.', 'approx.', 'mr.', 'mrs.', 'ms.', 'dr.', 'st.', 'no.', 'jr.', 'sr.', 'p.s.', 'ps.',
]);
