import type { OccasionBank } from './types';

// Words spelled differently in British and American English are avoided on purpose,
// so that one bank reads correctly in both markets.

export const birthday: OccasionBank = {
  openers: {
    warm: [
      'Happy birthday, {name}!',
      '{Happy|Wishing you a very happy} birthday, {name}!',
      'Dear {name}, happy birthday!',
      '{name}, happy birthday to {someone so special|a truly lovely person|one of the kindest people I know}!',
      'Sending {big|the warmest|lots of} birthday {hugs|wishes} your way, {name}!',
    ],
    funny: [
      'Happy birthday, {name}! {Another year wiser|Another lap around the sun|Level up unlocked}!',
      "{name}, happy birthday! {Don't worry, you don't look a day over fabulous|Age is just a number, and yours is a great one}.",
      'Happy birthday, {name}! {Time to blow out the candles before the smoke alarm joins in|Cake is officially on the menu today}.',
      "{name}! It's your birthday, which means {cake counts as a food group|calories don't count} today.",
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, {many happy returns of the day|warmest wishes on your birthday}.',
      '{name}, please accept {our|my} {warmest|very best} wishes on your birthday.',
      'Dear {name}, wishing you {a very happy|a wonderful} birthday.',
    ],
  },
  body: {
    warm: [
      'I hope your day is {filled with|full of} {laughter, love and cake|good food, good people and lots of laughter|all the things that make you smile}.',
      'May the year ahead bring you {joy, good health and plenty of adventures|everything you have been hoping for|as much happiness as you give to others}.',
      'You make every day brighter, and today is all about you.',
      "Here's to {another year of|a year full of} {happy memories|big smiles|wonderful moments}.",
      'I hope you take a moment today to {enjoy|soak up} how {loved|appreciated} you are.',
      'Enjoy every {minute|moment} of your special day, {name}.',
      'Thank you for being {so kind|such a joy|so generous with your time} all year round.',
    ],
    funny: [
      'They say you get better with age, so you must be {practically perfect by now|close to legendary by now}.',
      "I was going to get you something amazing, but you already {know me|have me}, so {you're welcome|job done}.",
      'Eat the cake, {skip the diet|ignore the candle count} and {enjoy every crumb|blame us for the extra slice}.',
      "Remember, you're not getting older, you're just becoming a {classic|vintage edition}.",
      'May your cake be big, your candles be few and your phone be full of {kind|lovely} messages.',
      'Counting the candles is optional; counting your friends would take all day.',
      'Today you are allowed to {do absolutely nothing|eat dessert first} and call it a celebration.',
    ],
    formal: [
      'May the coming year bring you {good health, happiness and success|continued success and every happiness}.',
      'It is a pleasure to mark this occasion with you.',
      'I hope you are able to spend the day with the people who matter most to you.',
      'Your kindness and {dedication|generosity} are {greatly|truly} appreciated by all who know you.',
      'Please enjoy a {well-deserved|thoroughly deserved} day of rest and celebration.',
      'Wishing you a year ahead that is as rewarding as the one just passed.',
    ],
  },
  closers: {
    warm: ['Have the best day!', 'Lots of love!', 'Enjoy your day!', 'Have a wonderful birthday!'],
    funny: [
      'Now go and eat that cake!',
      'Party on!',
      'Cake first, questions later!',
      'Have a brilliant day!',
    ],
    formal: ['With warm regards.', 'Best wishes.', 'With every good wish.', 'Many happy returns.'],
  },
};

export const farewell: OccasionBank = {
  openers: {
    warm: [
      "{name}, {it won't be the same without you|we're going to miss you so much}!",
      'Dear {name}, {good luck and goodbye|farewell and good luck}!',
      '{name}, {thank you for everything|what a journey it has been}!',
      'So sad to see you go, {name}!',
    ],
    funny: [
      "{name}, who is going to {laugh at my jokes|fix the printer|remember everyone's coffee order} now?",
      "So, {name}, you're really leaving us? {We'll try to cope|Rude, but we understand}.",
      "{name}, we've checked and there's no rule that says you're allowed to leave.",
      'Goodbye, {name}! {Your desk plant will miss you|The snack drawer will never be the same}.',
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, {please accept our|with our} very best wishes as you move on.',
      '{name}, thank you for your contribution and every success in the future.',
    ],
  },
  body: {
    warm: [
      'It has been a {real joy|true pleasure} getting to know you.',
      'Thank you for {all the laughs, the help and the kindness|being such a wonderful part of the team|always being there when it counted}.',
      'Wherever you go next, they are lucky to have you.',
      'I hope your next adventure is everything you want it to be.',
      'Please keep in touch and let us know how you are getting on.',
      "You have left a {big|lasting} mark here, and {you will be missed|we won't forget you}.",
    ],
    funny: [
      'We have already started planning how to {lure you back|find a replacement, and it is not going well}.',
      'Your new {team|colleagues} have no idea how lucky they are, or how many snacks you will need.',
      'Please remember us when you are rich and famous.',
      'We promise to keep your {mug|chair} safe, just in case you change your mind.',
      'The group chat will be a lot quieter, and a lot less fun, without you.',
      'Leaving is allowed only if you promise to visit with {cake|pastries}.',
    ],
    formal: [
      'Your {hard work|professionalism} and good cheer have been appreciated by everyone.',
      'It has been a privilege to work alongside you.',
      'We wish you every success in your next role and beyond.',
      'Thank you for your {commitment|dedication} and the {many|countless} ways you have helped.',
      'Your {experience|insight} will be {greatly|sorely} missed.',
      'We hope you will stay in touch.',
    ],
  },
  closers: {
    warm: [
      'Good luck and keep in touch!',
      'All the very best!',
      'Take care of yourself!',
      'You will be missed!',
    ],
    funny: ["Don't be a stranger!", 'Visit soon, and bring snacks!', 'Go get them!', 'Good luck out there!'],
    formal: ['With best wishes for the future.', 'Kind regards.', 'All the very best.'],
  },
};

export const retirement: OccasionBank = {
  openers: {
    warm: [
      'Happy retirement, {name}!',
      '{name}, congratulations on your retirement!',
      'Dear {name}, {what a career|what a wonderful career} it has been!',
    ],
    funny: [
      'Happy retirement, {name}! {Every day is Saturday now|Your alarm clock is officially fired}.',
      '{name}, congratulations on your {permanent holiday|new full-time job of doing whatever you like}!',
      "{name}, you're retiring? {We thought you were only twenty-five|Who will we ask for the answers now}?",
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, congratulations on your well-deserved retirement.',
      '{name}, please accept our warmest congratulations on your retirement.',
    ],
  },
  body: {
    warm: [
      'You have earned every {minute|moment} of this next chapter.',
      'I hope retirement brings you {time for the things you love|long lunches, lazy mornings and lots of fun}.',
      'Thank you for {all the wisdom, kindness and support over the years|everything you have given to all of us}.',
      'Your {kindness|generosity} has made a difference to so many people.',
      'Enjoy {every adventure|the slower mornings} that comes next.',
      'We will miss you, but we are so happy for you.',
    ],
    funny: [
      'No more meetings that could have been an email.',
      'May your {naps|holidays} be long and your {to-do|chore} list be short.',
      'Your only deadline now is deciding what to have for lunch.',
      "Don't forget us when you are {on a beach somewhere|out on the golf course} on a Tuesday.",
      'Retirement: the only time a long break is actually encouraged.',
      'You have officially swapped spreadsheets for sleep-ins.',
    ],
    formal: [
      'Your {dedication|commitment} and {expertise|leadership} over the years have been {invaluable|truly appreciated}.',
      'It has been a privilege to work with someone of your experience.',
      'May your retirement be filled with good health and happiness.',
      'Your contribution will be remembered {long after today|for many years to come}.',
      'We wish you every happiness in the years ahead.',
      'Thank you for your many years of service.',
    ],
  },
  closers: {
    warm: ['Enjoy every minute!', 'Happy retirement!', 'You deserve it!'],
    funny: ['Enjoy the sleep-ins!', 'Go and have some fun!', 'Happy permanent weekend!'],
    formal: ['With warmest wishes.', 'With every good wish for the future.', 'Kind regards.'],
  },
};

export const newBaby: OccasionBank = {
  openers: {
    warm: [
      'Congratulations, {name}!',
      '{name}, congratulations on your {beautiful|precious} new arrival!',
      'Dear {name}, welcome to the world, little one!',
    ],
    funny: [
      'Congratulations, {name}! {Sleep is overrated anyway|Say goodbye to sleeping in}.',
      '{name}, congratulations on your new tiny boss!',
      'Congratulations, {name}! {The cuteness levels have just gone through the roof|A new little human has arrived}.',
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, congratulations on the birth of your baby.',
      '{name}, warmest congratulations on the arrival of your little one.',
    ],
  },
  body: {
    warm: [
      'Your little one is lucky to have you.',
      'I hope these early days are full of {cuddles|love} and {quiet|happy} moments.',
      'Wishing your family {so much love|every happiness} as you grow together.',
      'What an exciting new chapter for you all.',
      'Enjoy all the tiny fingers, tiny toes and big moments.',
      'Sending {love|hugs} to you and your new family.',
    ],
    funny: [
      "May your coffee be strong and your baby's naps be long.",
      'Welcome to a world of {tiny socks|endless laundry} and {enormous|boundless} love.',
      'Good luck with the night feeds, the bath times and the {adorable|constant} chaos.',
      'Your new roommate is small, loud and absolutely wonderful.',
      'The baby is already the most popular member of the family, sorry.',
      'Remember: if it is quiet, check on them, then enjoy the {silence|cup of tea}.',
    ],
    formal: [
      'Wishing you and your family every happiness.',
      'May your little one bring you {great|endless} joy.',
      'We are delighted to hear the wonderful news.',
      'Please take all the time you need to enjoy these first weeks together.',
      'We look forward to hearing all about the new arrival.',
      'Wishing your baby a lifetime of good health and happiness.',
    ],
  },
  closers: {
    warm: ['Lots of love!', 'Congratulations again!', 'Enjoy every moment!'],
    funny: ['Good luck and get some sleep!', 'Enjoy the cuddles!', 'Congratulations again!'],
    formal: ['With warmest congratulations.', 'Best wishes to you all.', 'Kind regards.'],
  },
};

export const wedding: OccasionBank = {
  openers: {
    warm: [
      'Congratulations, {name}!',
      '{name}, congratulations on your wedding!',
      'Dear {name}, {what a wonderful day|what happy news}!',
    ],
    funny: [
      'Congratulations, {name}! {Now you are stuck with each other forever|Someone finally locked you down}.',
      '{name}, congratulations! {May the dance floor be kind to you|The party starts now}.',
      '{name}, you did it! Congratulations on {the big day|tying the knot}!',
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, warmest congratulations on your marriage.',
      '{name}, please accept our heartfelt congratulations on your wedding.',
    ],
  },
  body: {
    warm: [
      'Wishing you a lifetime of love, laughter and happiness together.',
      'May your marriage be {full of|filled with} {adventure|joy} and {kindness|tenderness}.',
      'It is so lovely to see you so happy.',
      "Here's to the beginning of a beautiful {journey|life} together.",
      'May every year together be even better than the last.',
      'I hope your wedding day is {everything you dreamed of|perfect in every way}.',
    ],
    funny: [
      'Remember, the secret to a happy marriage is {saying sorry first|letting them have the last slice}.',
      'May your love be {modern|strong} enough to survive the times and {old-fashioned|patient} enough to last forever.',
      'Marriage: finding that one special person you want to annoy for the rest of your life.',
      'May you always agree on what to watch next.',
      "Here's to a lifetime of stealing each other's dessert.",
      'Wishing you love, laughter and a fair share of the blankets.',
    ],
    formal: [
      'We wish you both every happiness in your life together.',
      'May your marriage be blessed with love and joy.',
      'It is a pleasure to share in your happiness.',
      'Wishing you a long and happy life together.',
      'May the years ahead bring you both great joy.',
      'Please accept our warmest wishes for the future.',
    ],
  },
  closers: {
    warm: ['Congratulations again!', 'With love!', 'Enjoy every moment!'],
    funny: ['Cheers to the happy couple!', 'Now go and dance!', 'Congratulations again!'],
    formal: ['With warmest wishes.', 'With heartfelt congratulations.', 'Kind regards.'],
  },
};

export const engagement: OccasionBank = {
  openers: {
    warm: [
      'Congratulations on your engagement, {name}!',
      '{name}, what {wonderful|exciting} news!',
      'Dear {name}, congratulations to you both!',
    ],
    funny: [
      '{name}, congratulations! {Let the wedding planning madness begin|That ring is blinding us}.',
      'You said yes, {name}! Congratulations!',
      '{name}, congratulations! Someone has good taste.',
    ],
    formal: [
      'Dear {name},',
      'Dear {name}, warmest congratulations on your engagement.',
      '{name}, please accept our congratulations on your engagement.',
    ],
  },
  body: {
    warm: [
      'Wishing you both a lifetime of love and happiness.',
      'I am so happy for you both.',
      'May the journey to your wedding day be {full of fun|as joyful as the day itself}.',
      "Here's to love, laughter and happily ever after.",
      'You two are {perfect|wonderful} together.',
      'What an exciting new chapter for you both.',
    ],
    funny: [
      'Good luck with the guest list, the seating plan and the cake tasting.',
      'May your wedding planning be stress-free, or at least have lots of cake tastings.',
      'Now the fun part: {arguing about|choosing} the playlist.',
      'Please start working on your dance moves; we will be watching.',
      'Congratulations on finding someone who laughs at your jokes.',
      'Start saving your energy for the dance floor.',
    ],
    formal: [
      'We wish you both every happiness for the future.',
      'It is wonderful news and we are delighted for you.',
      'May your engagement be a happy and exciting time.',
      'We look forward to celebrating with you.',
      'Wishing you both a future full of love.',
      'Please accept our very best wishes.',
    ],
  },
  closers: {
    warm: ['Congratulations again!', 'With love!', 'So happy for you!'],
    funny: ['Cheers to you both!', 'Congratulations again!', 'Let the planning begin!'],
    formal: ['With warmest wishes.', 'Kind regards.', 'With every good wish.'],
  },
};
