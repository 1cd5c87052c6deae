import type { OccasionBank } from './types';

export const thankYou: OccasionBank = {
  openers: {
    warm: [
      'Thank you, {name}!',
      '{name}, thank you {so much|from the bottom of my heart}!',
      'Dear {name}, a {huge|big} thank you!',
    ],
    funny: [
      '{name}, you are a {legend|superstar}, thank you!',
      'Thank you, {name}! {You deserve a medal, or at least a cake|Consider this a standing ovation}.',
      '{name}, thank you! We would be lost without you, and that is not an exaggeration.',
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, thank you {sincerely|very much} for all your help.',
      '{name}, please accept our sincere thanks.',
    ],
  },
  body: {
    warm: [
      'Your {kindness|help} has meant {so much|more than you know}.',
      'You always go above and beyond, and it does not go unnoticed.',
      'We are so lucky to have you.',
      'Thank you for {your patience, your time and your big heart|always making things easier}.',
      'You made a real difference, and we are all grateful.',
      'I hope you know how {appreciated|valued} you are.',
    ],
    funny: [
      'If there were an award for being amazing, you would need a bigger shelf.',
      'We have tried to find a way to repay you, but we are still working on it.',
      'You make it all look easy, which is frankly a little annoying.',
      'Please accept this card as a small token of our enormous gratitude.',
      'Our thanks are big; the card just happens to be small.',
      'Cloning you is not an option yet, so thank you will have to do.',
    ],
    formal: [
      'Your support has been {greatly|truly} appreciated.',
      'Thank you for your {time|effort} and {generosity|commitment}.',
      'Your contribution has made a real difference.',
      'We are grateful for everything you have done.',
      'It has been a pleasure to work with you on this.',
      'Your help has not gone unnoticed.',
    ],
  },
  closers: {
    warm: ['Thank you again!', 'With heartfelt thanks!', 'You are the best!'],
    funny: ['You rock!', 'Thanks a million!', 'Three cheers for you!'],
    formal: ['With sincere thanks.', 'Kind regards.', 'With gratitude.'],
  },
};

export const getWell: OccasionBank = {
  openers: {
    warm: [
      'Get well soon, {name}!',
      '{name}, sending you {lots of love|healing thoughts} and {warm|gentle} hugs.',
      'Dear {name}, {thinking of you|we are all thinking of you}.',
    ],
    funny: [
      'Get well soon, {name}! {Things are far too quiet without you|Nobody is laughing at my jokes}.',
      '{name}, hurry up and get better! {We miss you|The team is falling apart}.',
      "{name}, get well soon! Doctor's orders: rest, snacks and plenty of TV.",
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, wishing you a speedy recovery.',
      '{name}, please accept our best wishes for a {quick|full} recovery.',
    ],
  },
  body: {
    warm: [
      'I hope you are feeling {better|stronger} with every day.',
      'Take all the time you need to rest and recover.',
      'We are all thinking of you and sending our love.',
      'Please be gentle with yourself and let others look after you.',
      "I can't wait to see you back on your feet.",
      'Sending you comfort, rest and lots of {good|positive} thoughts.',
    ],
    funny: [
      'Make the most of it: unlimited naps and nobody can ask you to do the dishes.',
      'We have been told rest is the best medicine, so you have our permission to do nothing.',
      'Get better soon, because {the office plants miss you|nobody else knows how anything works}.',
      'You are allowed to binge-watch everything and call it recovery.',
      'Any excuse for breakfast in bed, right?',
      'Please recover quickly; our group chat is no fun without you.',
    ],
    formal: [
      'We hope you are back to full health very soon.',
      'Please take the time you need to rest.',
      'Our thoughts are with you during your recovery.',
      'We look forward to seeing you again when you are well.',
      'Please do not hesitate to let us know if we can help.',
      'Wishing you strength and a smooth recovery.',
    ],
  },
  closers: {
    warm: ['Get well soon!', 'Lots of love!', 'Take care of yourself!'],
    funny: ['Get well soon!', 'Rest up, champ!', 'See you soon!'],
    formal: ['With best wishes for a speedy recovery.', 'Kind regards.', 'Warm regards.'],
  },
};

export const congratulations: OccasionBank = {
  openers: {
    warm: [
      'Congratulations, {name}!',
      '{name}, {huge|warmest|massive} congratulations!',
      'Dear {name}, congratulations on this {wonderful|amazing} achievement!',
    ],
    funny: [
      "Congratulations, {name}! {Is there anything you can't do|Show-off}.",
      '{name}, you did it! {Please remain humble around us mere mortals|Cue the confetti}.',
      '{name}, congratulations! We always knew you had it in you, mostly.',
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, congratulations on your success.',
      '{name}, please accept our warmest congratulations.',
    ],
  },
  body: {
    warm: [
      'You have worked so hard for this and you truly deserve it.',
      'I am so {proud of|happy for} you.',
      'It is wonderful to see all your effort pay off.',
      'This is just the beginning of {great|amazing} things for you.',
      'Take a moment to enjoy this; you have earned it.',
      'Your {determination|passion} is an inspiration to all of us.',
    ],
    funny: [
      "We would be jealous if we weren't so impressed.",
      'Please sign this card now, before you get too famous to talk to us.',
      'Your {success|achievement} is proof that {snacks and determination|hard work and coffee} really work.',
      'We will be telling everyone we knew you when.',
      'Raising a glass, a mug and possibly a cupcake to you.',
      'Nobody is surprised, but everybody is thrilled.',
    ],
    formal: [
      'Your achievement reflects your {hard work|dedication} and {talent|commitment}.',
      'This success is thoroughly deserved.',
      'We wish you continued success in everything you do.',
      'It is a pleasure to mark your accomplishment.',
      'We are delighted to share in your good news.',
      'Your efforts have been an example to us all.',
    ],
  },
  closers: {
    warm: ['Well done!', 'Congratulations again!', 'So proud of you!'],
    funny: ['Well done, superstar!', 'Take a bow!', 'Three cheers for you!'],
    formal: ['With warmest congratulations.', 'Kind regards.', 'With every good wish.'],
  },
};

export const anniversary: OccasionBank = {
  openers: {
    warm: [
      'Happy anniversary, {name}!',
      '{name}, happy anniversary!',
      'Dear {name}, congratulations on your anniversary!',
    ],
    funny: [
      'Happy anniversary, {name}! {Another year and still going strong|Another year of putting up with each other}.',
      '{name}, happy anniversary! {Still together, still adorable|Relationship goals, as always}.',
      'Happy anniversary, {name}! Who knew it would last this long?',
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, warmest wishes on your anniversary.',
      '{name}, please accept our congratulations on your anniversary.',
    ],
  },
  body: {
    warm: [
      "Here's to many more years of love and laughter.",
      'It is lovely to see how much you mean to each other.',
      'May the years ahead be {even happier|just as joyful} than the ones behind you.',
      'Wishing you a day as special as your story together.',
      'You make {a wonderful|the best} team.',
      'I hope you have a {lovely|wonderful} time celebrating together.',
    ],
    funny: [
      'Another year of agreeing to disagree about the thermostat.',
      'The secret to a long relationship: separate blankets and shared snacks.',
      'You two give us all hope, and occasionally a little envy.',
      'Still in love and still arguing about where to eat, perfect.',
      "Here's to many more years of finishing each other's sandwiches.",
      "Another year down, and you still laugh at each other's jokes.",
    ],
    formal: [
      'Wishing you continued happiness together.',
      'Your commitment to each other is an inspiration.',
      'May the coming years bring you both great joy.',
      'It is a pleasure to mark this milestone with you.',
      'We wish you many more happy years together.',
      'Please accept our warmest wishes on this occasion.',
    ],
  },
  closers: {
    warm: ['Happy anniversary!', 'With love!', 'Enjoy your day!'],
    funny: ['Cheers to you both!', 'Happy anniversary!', "Here's to the next one!"],
    formal: ['With warm regards.', 'Best wishes.', 'With every good wish.'],
  },
};

export const graduation: OccasionBank = {
  openers: {
    warm: [
      'Congratulations on your graduation, {name}!',
      '{name}, you did it! Congratulations, graduate!',
      'Dear {name}, {huge|warmest} congratulations on graduating!',
    ],
    funny: [
      '{name}, congratulations! {Time to frame that certificate|The hat throwing is well deserved}.',
      'Congratulations, {name}! {No more exams|All those late nights paid off}.',
      '{name}, you graduated! The real world is lucky to have you, good luck to it.',
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, congratulations on your graduation.',
      '{name}, please accept our warmest congratulations on graduating.',
    ],
  },
  body: {
    warm: [
      'All your hard work has paid off, and we are so proud of you.',
      "The future is bright, and I can't wait to see what you do next.",
      'Enjoy this moment; you have truly earned it.',
      'I hope your next adventure is as rewarding as this one.',
      'This is a {huge|wonderful} milestone and you should be {proud|thrilled}.',
      'Go after your dreams with the same determination.',
    ],
    funny: [
      'You survived the deadlines, the exams and the {instant noodles|cafeteria food}.',
      'Now you finally have time to {sleep|catch up on everything you missed}.',
      'Time to trade the study notes for a proper bed time.',
      'Your certificate says you know things, so we will be asking you everything now.',
      'We are proud of you and slightly relieved you can stop studying.',
      'Please remember us when you are running the world.',
    ],
    formal: [
      'Your achievement is the result of {great|much} dedication and hard work.',
      'We wish you every success in your future career.',
      'This is a significant milestone and a thoroughly deserved one.',
      'May your studies open many doors for you.',
      'It is a pleasure to congratulate you on this accomplishment.',
      'We look forward to hearing about your next steps.',
    ],
  },
  closers: {
    warm: ['Well done!', 'So proud of you!', 'Congratulations again!'],
    funny: ['Go and celebrate!', 'Take a bow, graduate!', 'Well done!'],
    formal: ['With warmest congratulations.', 'Kind regards.', 'Best wishes for the future.'],
  },
};

export const newJob: OccasionBank = {
  openers: {
    warm: [
      'Congratulations on the new job, {name}!',
      '{name}, {congratulations|what exciting news} on your new role!',
      'Dear {name}, good luck in your new job!',
    ],
    funny: [
      "{name}, congratulations! {Your new team has no idea what's coming|Time to learn everyone's names}.",
      'New job, {name}? {Look at you go|Fancy}!',
      'Congratulations, {name}! Remember: find the coffee machine first.',
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, congratulations on your new appointment.',
      '{name}, please accept our congratulations on your new role.',
    ],
  },
  body: {
    warm: [
      'They are so lucky to have you.',
      'I hope your new role brings you {lots of|plenty of} {happiness|new opportunities}.',
      'You will be {brilliant|amazing}, just like always.',
      'Enjoy every bit of this exciting new chapter.',
      "I can't wait to hear all about it.",
      'You deserve this opportunity and so much more.',
    ],
    funny: [
      'Remember, the first rule of a new job is to find out where the snacks are.',
      'May your inbox be small and your lunch breaks be long.',
      'Good luck remembering all the new passwords.',
      'Your new colleagues are about to get a lot more fun.',
      "Just smile and nod until you work out what everyone's acronyms mean.",
      'New desk, new team, same fabulous you.',
    ],
    formal: [
      'We wish you every success in your new position.',
      'Your skills and experience will be a great asset to your new team.',
      'This is a well-deserved opportunity.',
      'We are confident you will thrive in your new role.',
      'We look forward to hearing about your progress.',
      'May this role bring you both challenge and reward.',
    ],
  },
  closers: {
    warm: ['Good luck!', 'Go get them!', 'Congratulations again!'],
    funny: ['Go and shine!', 'Good luck, superstar!', 'Go get them!'],
    formal: ['With every good wish.', 'Kind regards.', 'Best wishes for your new role.'],
  },
};
