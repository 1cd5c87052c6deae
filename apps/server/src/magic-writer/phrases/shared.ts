import type { MmwRelationship } from '@groupgift/domain';
import type { ToneBank } from './types';

/*
 * Lines that suit any happy or supportive occasion (never sympathy), mixed with the
 * occasion's own lines to make the combinations large.
 */
export const generalLines: ToneBank = {
  warm: [
    'You truly deserve all the good things coming your way.',
    'I feel very lucky to know you.',
    'You bring so much {warmth|kindness|joy} to everyone around you.',
    'Thank you for being {exactly who you are|such a bright light}.',
    'Sending {lots of love|the warmest wishes} and a {big|giant} hug.',
    'You always know how to make people smile.',
    'The world is {better|brighter} with you in it.',
    'I hope you know how much you are {loved|appreciated}.',
  ],
  funny: [
    'This card is {small|tiny}, but our {love|fondness} for you is {huge|enormous}.',
    'We wanted to get you something special, so we all signed this card.',
    'Please read this card in your most dramatic voice.',
    'If this card had a soundtrack, it would be {a drum roll|applause}.',
    'You are the reason the group chat is worth reading.',
    'We {tried|wanted} to write a poem, but nothing rhymes with how great you are.',
    'Scientists agree that you are {at least|officially} ninety percent awesome.',
    'Warning: this card contains {extreme|dangerous} levels of appreciation.',
  ],
  formal: [
    'Please accept {our|my} {warmest|very best} wishes.',
    'It is a pleasure to share this occasion with you.',
    'Your {kindness|generosity} is appreciated by all who know you.',
    'We hope the months ahead bring you {happiness|every success}.',
    'With {sincere|genuine} appreciation for all you do.',
    'We are {fortunate|grateful} to know you.',
    'Thank you for your warmth and generosity.',
    'May the future bring you {every|great} happiness.',
  ],
};

export const relationshipLines: Record<MmwRelationship, ToneBank> = {
  colleague: {
    warm: [
      'Working with you {is|has been} {a real joy|one of the best parts of the job}.',
      'You make {Mondays|every workday} so much better.',
      'Thank you for being such a {supportive|generous} colleague.',
      'The team is lucky to have you.',
    ],
    funny: [
      'You are the best thing about our {meetings|workplace}, and the coffee is strong competition.',
      'Thanks for always laughing at my jokes in meetings.',
      'You make the office {feel less like an office|a much better place}.',
      'Best colleague ever, and yes, that is going on the record.',
    ],
    formal: [
      'It is a pleasure working alongside you.',
      'Your professionalism is valued by the whole team.',
      'Thank you for your support and collaboration.',
      'Your contribution to the team is greatly appreciated.',
    ],
  },
  friend: {
    warm: [
      'I am so grateful to have a friend like you.',
      "Here's to many more {adventures|memories} together.",
      'You are {one of the best friends anyone could ask for|such a special friend}.',
      'Thank you for {always being there|every laugh we have shared}.',
    ],
    funny: [
      'Thanks for being the friend who knows all my secrets and still likes me.',
      'You are my go-to person to {eat snacks with|laugh at bad movies with}.',
      'Friends like you are rare, mostly because nobody else would put up with me.',
      "Let's {celebrate|catch up} soon; the first round is on me.",
    ],
    formal: [
      'Your friendship means a great deal to me.',
      'I value our friendship very much.',
      'Thank you for your friendship over the years.',
      'It is a privilege to call you a friend.',
    ],
  },
  family: {
    warm: [
      'We are so lucky to have you in our family.',
      'Sending all our love from the whole family.',
      'You mean the world to all of us.',
      'Family is everything, and you make ours {so special|complete}.',
    ],
    funny: [
      "You are our {best|number one} relative, but don't tell the others.",
      'Of all the family members, you are definitely in the top one.',
      "Family: we didn't choose each other, but we got really lucky with you.",
      'Thanks for making every family gathering so much fun.',
    ],
    formal: [
      'With love from all the family.',
      'The whole family sends their very best wishes.',
      'We are proud to call you family.',
      'Our family is truly fortunate to have you.',
    ],
  },
  manager: {
    warm: [
      'Thank you for being such a {supportive|kind} and {inspiring|encouraging} manager.',
      'You make the team feel {valued|supported} every single day.',
      'We are so lucky to have you leading us.',
      'Your support has helped each of us grow.',
    ],
    funny: [
      'Thanks for being the kind of boss people actually like.',
      'Best boss ever, and no, nobody asked us to write that.',
      'Thank you for all the approvals, the advice and the occasional pizza.',
      'You make management look easy, which we know it is not.',
    ],
    formal: [
      'Thank you for your leadership and guidance.',
      'Your support and direction are greatly appreciated by the whole team.',
      'It is a privilege to work under your leadership.',
      'Your guidance has made a real difference to us all.',
    ],
  },
};
