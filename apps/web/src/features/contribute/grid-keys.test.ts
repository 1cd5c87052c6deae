import { describe, expect, it } from 'vitest';
import { gridMove } from './grid-keys';

// A grid of 10 results in rows of 4:   0 1 2 3 / 4 5 6 7 / 8 9
describe('moving in the results grid by keyboard', () => {
  const move = (key: string, from: number) => gridMove(key, from, 10, 4);

  it('goes one item left and right, stopping at either end', () => {
    expect(move('ArrowRight', 0)).toBe(1);
    expect(move('ArrowRight', 3)).toBe(4);
    expect(move('ArrowRight', 9)).toBe(9);
    expect(move('ArrowLeft', 4)).toBe(3);
    expect(move('ArrowLeft', 0)).toBe(0);
  });

  it('goes one row up and down, staying put where there is no item', () => {
    expect(move('ArrowDown', 1)).toBe(5);
    expect(move('ArrowDown', 5)).toBe(9);
    expect(move('ArrowDown', 6)).toBe(6);
    expect(move('ArrowUp', 9)).toBe(5);
    expect(move('ArrowUp', 2)).toBe(2);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(move('Home', 7)).toBe(0);
    expect(move('End', 2)).toBe(9);
  });

  it('leaves every other key (Enter, Tab, letters) to the browser, and an empty grid alone', () => {
    expect(move('Enter', 2)).toBeNull();
    expect(move('Tab', 2)).toBeNull();
    expect(move('a', 2)).toBeNull();
    expect(gridMove('ArrowRight', 0, 0, 4)).toBeNull();
  });
});
