import { describe, expect, it } from 'vitest';
import { cardPageHeight, cardScale, coverLayoutClass, displayCoverTitle, isKidsBirthdayStyle } from './cover';

describe('cover helpers', () => {
  it('gives the layout class for cover types 2 and 3 only', () => {
    expect(coverLayoutClass(2)).toBe('description-layout');
    expect(coverLayoutClass(3)).toBe('image-layout');
    expect(coverLayoutClass(1)).toBeNull();
    expect(coverLayoutClass(7)).toBeNull();
  });

  it('scales by the smaller ratio to 540 × 765', () => {
    expect(cardScale(270, 765)).toBe(0.5);
    expect(cardScale(1080, 382.5)).toBe(0.5);
    expect(cardScale(0, 100)).toBe(1);
  });

  it('makes the page about 1.416 times as tall as wide', () => {
    expect(cardPageHeight(706)).toBeCloseTo(1000, 6);
  });

});

describe('kids-birthday placeholder rule', () => {
  it('recognises the three kids-birthday styles however the class is spelt', () => {
    expect(isKidsBirthdayStyle('kids-level-achieved')).toBe(true);
    expect(isKidsBirthdayStyle('card-template AgeGreenBalloon')).toBe(true);
    expect(isKidsBirthdayStyle('kids_birthday_age_pink_balloon')).toBe(true);
    expect(isKidsBirthdayStyle('birthday-confetti')).toBe(false);
    expect(isKidsBirthdayStyle(undefined)).toBe(false);
  });

  it('replaces the placeholder title with ## in those styles only', () => {
    expect(displayCoverTitle('Your Title Here', 'card level-achieved')).toBe('##');
    expect(displayCoverTitle('your title here!', 'age-pink-balloon')).toBe('##!');
    expect(displayCoverTitle('Level your title here!', 'kids-age-pink-balloon')).toBe('Level ##!');
    expect(displayCoverTitle('your title here', 'plain')).toBe('your title here');
    expect(displayCoverTitle('your title here', 'birthday-confetti')).toBe('your title here');
  });

  it('keeps real titles', () => {
    expect(displayCoverTitle('Happy 7th', 'age-green-balloon')).toBe('Happy 7th');
    expect(displayCoverTitle('Happy 7th, Sam', 'kids-level-achieved')).toBe('Happy 7th, Sam');
    expect(displayCoverTitle(null, 'kids-level-achieved')).toBe('');
  });
});
