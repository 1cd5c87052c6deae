import { describe, expect, it } from 'vitest';
import type { MarketSpellers } from './dictionaries';
import { spellersFor } from './dictionaries';
import { improveText } from './improve-text';

let us: MarketSpellers;
let au: MarketSpellers;

const MISSPELLINGS: [string, string][] = [
  ['I will recieve it tomorrow.', 'I will receive it tomorrow.'],
  ['You definately deserve it.', 'You definitely deserve it.'],
  ['We keep our work and home life seperate.', 'We keep our work and home life separate.'],
  ['You are a true freind.', 'You are a true friend.'],
  ['Have a happpy day.', 'Have a happy day.'],
  ['Happy birthdya to you.', 'Happy birthday to you.'],
  ['Congradulations on the new job.', 'Congratulations on the new job.'],
  ['I beleive in you.', 'I believe in you.'],
  ['See you tommorrow at the party.', 'See you tomorrow at the party.'],
  ['Happy aniversary to you both.', 'Happy anniversary to you both.'],
  ['Enjoy your retirment.', 'Enjoy your retirement.'],
  ['You were truely missed.', 'You were truly missed.'],
  ['Thank you for being a great collegue.', 'Thank you for being a great colleague.'],
  ['Thank you for everything untill now.', 'Thank you for everything until now.'],
  ['We will miss you becuase you are great.', 'We will miss you because you are great.'],
  ['We had alot of fun together.', 'We had a lot of fun together.'],
  ['Best wishs for the future.', 'Best wishes for the future.'],
  ['Thank you for acheiving so much.', 'Thank you for achieving so much.'],
  ['Your kindness is apreciated.', 'Your kindness is appreciated.'],
  ['It was a wonderfull year.', 'It was a wonderful year.'],
  ['Good luck with the new adventrue.', 'Good luck with the new adventure.'],
  ['Enjoy teh cake.', 'Enjoy the cake.'],
  ['Thier team is lucky.', 'Their team is lucky.'],
  ['Thank you for your hard wrok.', 'Thank you for your hard work.'],
  ['You have been an amazign friend.', 'You have been an amazing friend.'],
];

const GRAMMAR: [string, string][] = [
  ['happy birthday sam! have a great day.', 'Happy birthday sam! Have a great day.'],
  [
    "i hope you have a lovely day and i'm sure you will.",
    "I hope you have a lovely day and I'm sure you will.",
  ],
  ['Good luck , we will miss you .', 'Good luck, we will miss you.'],
  ['Hi,Sam. Congratulations on the promotion.', 'Hi, Sam. Congratulations on the promotion.'],
  ['Have a great   day   Sam.', 'Have a great day Sam.'],
  ['Thanks for the the help.', 'Thanks for the help.'],
  ['We will miss you so much', 'We will miss you so much.'],
  ['Well done,, you earned it.', 'Well done, you earned it.'],
  ['What a lovely surprise..', 'What a lovely surprise.'],
  ['All the best.Thanks for everything.', 'All the best. Thanks for everything.'],
];

const CORRECT: string[] = [
  'Happy birthday, Priya! Have the best day.',
  "Congratulations on your new role, Aoife. We're so proud of you!",
  "I'm going to miss our Friday lunches, Siobhan.",
  'Happy 30th birthday, Tom! 🎉🎂',
  'Thanks for everything, Mr. Okonkwo. All the best for the future.',
  "You've been the best manager I've ever had.",
  'Welcome to the world, little Mateo! 💙',
  "Good luck at Google, Xiaoming! Don't forget us.",
  'Thinking of you and your family at this difficult time.',
  'Happy retirement, Jan! Enjoy all 365 days of weekend.',
  'Best wishes,\nThe team at Acme Ltd',
  'Love you lots xx',
  'Congrats!!! So happy for you both 😍',
  'See you at 5pm on the 14th for cake.',
  "Get well soon, Dave. The office isn't the same without you :)",
  'Have a wonderful wedding day, Ngozi and Chidi.',
  'Hip hip hooray! Happy birthday, Kaitlyn.',
  'Your favourite colour is still purple, right?',
  'Your favorite color is still purple, right?',
  'Email me at sam@example.com or visit www.example.com anytime.',
  "Bye bye, Leah... we'll miss you so so much.",
  'Thank you, e.g. for the coffee, the chats and the help.',
  'Cheers, mate. Have a great trip to Brisbane.',
  'WOW, what a year!',
  'Thanks for the get-togethers and the sleep-ins.',
];

describe('improveText', () => {
  it('loads both dictionaries', async () => {
    [us, au] = await Promise.all([spellersFor('US'), spellersFor('AU')]);
    expect(us.primary.correct('color')).toBe(true);
    expect(au.primary.correct('colour')).toBe(true);
  }, 30_000);

  it.each(MISSPELLINGS)('fixes the misspelling in %j', (input, expected) => {
    expect(improveText(input, us)).toBe(expected);
    expect(improveText(input, au)).toBe(expected);
  });

  it.each(GRAMMAR)('fixes capitals, spacing, punctuation and repeats in %j', (input, expected) => {
    expect(improveText(input, us)).toBe(expected);
  });

  it.each(CORRECT)('leaves correct text unchanged: %j', (input) => {
    expect(improveText(input, us)).toBe(input);
    expect(improveText(input, au)).toBe(input);
  });

  it('leaves names and capitalised words alone even when the dictionary does not know them', () => {
    const text = 'Happy birthday, Jaxon and Kaylee from Bluey Inc.';
    expect(improveText(text, us)).toBe(text);
  });

  it('takes "constructor" and "toString" as words, not as keys of Object.prototype', () => {
    // The misspelling list is an object: a plain lookup used to hand back Object's functions.
    const text = 'The constructor and valueOf toString hasOwnProperty. Constructor!';
    const improved = improveText(text, us);
    expect(improved).not.toContain('function');
    expect(improved).not.toContain('native code');
    expect(improved).toContain('constructor');
  });

  it('leaves a word alone when the dictionary is unsure which word was meant', () => {
    // "tink" could be "think", "tank" or "tick": a guess would change the writer's meaning.
    expect(improveText('I tink so too.', us)).toBe('I tink so too.');
  });
});

describe('typo ranking', () => {
  it('prefers swapped and doubled letters, the commonest slips', async () => {
    const spellers = await spellersFor('US');
    expect(improveText('Thanks for your kindnes.', spellers)).toBe('Thanks for your kindness.');
    expect(improveText('You are so thoughtfull.', spellers)).toBe('You are so thoughtful.');
  });
});
