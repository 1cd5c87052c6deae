import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageBoard, pictureRatio, toBoardMessages, type BoardMessage } from './message-board';

const messages: BoardMessage[] = [
  {
    guid: '11',
    name: 'Ana',
    comment: 'Have a wonderful day!',
    imageUrl: 'https://images.example.test/cake.gif',
    width: 480,
    height: 270,
  },
  { guid: '12', name: 'Ben', comment: 'Cake is on me.' },
  { guid: '13', name: 'Cy', comment: 'Many happy returns.', imageUrl: '/picture-library/heart.svg' },
];

function many(n: number): BoardMessage[] {
  return Array.from({ length: n }, (_, i) => ({
    guid: String(i + 1),
    name: `Signer ${i + 1}`,
    comment: `Message number ${i + 1}`,
    imageUrl: i % 3 === 0 ? `/picture-library/p${i}.svg` : null,
  }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MessageBoard', () => {
  it('shows every message as a tile with its name, text and picture', () => {
    render(<MessageBoard messages={messages} />);
    const board = screen.getByRole('feed', { name: 'Messages on the card (3)' });
    const tiles = within(board).getAllByRole('article');
    expect(tiles).toHaveLength(3);
    const ana = within(board).getByRole('article', { name: 'Message from Ana' });
    expect(within(ana).getByText('Have a wonderful day!')).toBeInTheDocument();
    expect(within(ana).getByText('Ana')).toBeInTheDocument();
    expect(ana.querySelector('img')).toHaveAttribute('src', 'https://images.example.test/cake.gif');
    expect(within(board).getByRole('article', { name: 'Message from Ben' }).querySelector('img')).toBeNull();
  });

  it('numbers the tiles for assistive technology and lets every tile take keyboard focus', () => {
    render(<MessageBoard messages={messages} />);
    const tiles = screen.getAllByRole('article');
    expect(tiles.map((tile) => tile.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    expect(tiles.every((tile) => tile.getAttribute('aria-setsize') === '3' && tile.tabIndex === 0)).toBe(
      true,
    );
  });

  it('moves between messages with Page Down and Page Up', () => {
    render(<MessageBoard messages={messages} />);
    const [first, second] = screen.getAllByRole('article');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'PageDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second!, { key: 'PageUp' });
    expect(first).toHaveFocus();
  });

  it("marks the visitor's own message, scrolls it into view and focuses it", () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    render(<MessageBoard messages={messages} ownGuid="13" />);
    const own = screen.getByRole('article', { name: 'Your message, from Cy' });
    expect(within(own).getByText('Your message')).toBeInTheDocument();
    expect(own).toHaveFocus();
    expect(scrolled).toEqual([own]);
    // Only one tile is marked.
    expect(screen.getAllByText('Your message')).toHaveLength(1);
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('focuses nothing when the own message is not on the board yet', () => {
    render(<MessageBoard messages={messages} ownGuid="99" />);
    expect(screen.queryByText('Your message')).toBeNull();
    expect(document.body).toHaveFocus();
  });

  it('renders 500 messages, their pictures loading lazily in reserved boxes', () => {
    const ownGuid = '437';
    render(<MessageBoard messages={many(500)} ownGuid={ownGuid} />);
    expect(screen.getByRole('feed', { name: 'Messages on the card (500)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(500);
    const images = document.querySelectorAll<HTMLImageElement>('.message-tile img');
    expect(images).toHaveLength(167);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image.parentElement?.style.aspectRatio).not.toBe('');
    }
    expect(screen.getByRole('article', { name: 'Your message, from Signer 437' })).toHaveFocus();
  });

  it('says so when nobody has signed yet', () => {
    render(<MessageBoard messages={[]} labels={{ empty: 'Be the first to sign' }} />);
    expect(screen.getByText('Be the first to sign')).toBeInTheDocument();
    expect(screen.queryByRole('feed')).toBeNull();
  });
});

describe('pictureRatio', () => {
  it("keeps a picture's shape, within limits, and falls back to 4:3", () => {
    expect(pictureRatio(480, 270)).toBeCloseTo(16 / 9);
    expect(pictureRatio(3000, 500)).toBe(2);
    expect(pictureRatio(100, 400)).toBe(0.75);
    expect(pictureRatio(null, 300)).toBeCloseTo(4 / 3);
    expect(pictureRatio(0, 0)).toBeCloseTo(4 / 3);
  });
});

describe('toBoardMessages', () => {
  it('maps the group card response: the name falls back to from, the picture to imageURL', () => {
    expect(
      toBoardMessages([
        {
          id: 7,
          name: '',
          from: 'Ben',
          comment: 'Hi',
          imageURL: 'a.png',
          picUrl: null,
          width: 10,
          height: 5,
        },
        { id: null, name: 'Ana', comment: null },
      ]),
    ).toEqual([
      { guid: '7', name: 'Ben', comment: 'Hi', imageUrl: 'a.png', width: 10, height: 5 },
      { guid: 'message-1', name: 'Ana', comment: '', imageUrl: null, width: null, height: null },
    ]);
  });
});
