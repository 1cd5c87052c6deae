import { describe, expect, it } from 'vitest';
import { writerOccasionFor } from './writer-occasion';

describe('writerOccasionFor', () => {
  it('reads the occasion the organiser typed, most specific first', () => {
    expect(writerOccasionFor('Birthday')).toBe('birthday');
    expect(writerOccasionFor("Sam's retirement party")).toBe('retirement');
    expect(writerOccasionFor('Congratulations on your wedding!')).toBe('wedding');
    expect(writerOccasionFor('10 year work anniversary')).toBe('anniversary');
    expect(writerOccasionFor('Baby shower')).toBe('new-baby');
    expect(writerOccasionFor('In memory of Joan')).toBe('sympathy');
  });

  it('falls back to the next text (the title), and to nothing', () => {
    expect(writerOccasionFor(null, 'Happy Birthday Priya')).toBe('birthday');
    expect(writerOccasionFor('', 'Team lunch')).toBeUndefined();
    expect(writerOccasionFor()).toBeUndefined();
  });
});
