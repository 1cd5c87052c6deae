import { coverPageSchema } from '@groupgift/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_STYLESHEET_ID } from './card-stylesheet';
import { CardCover } from './card-cover';

type Listener = (entries: Array<{ contentRect: { width: number } }>) => void;
let resize: Listener | undefined;

beforeEach(() => {
  resize = undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(listener: Listener) {
        resize = listener;
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(CARD_STYLESHEET_ID)?.remove();
});

const cover = {
  title: 'Happy retirement, Jo',
  description: 'From all of us in the studio',
  imageURL: 'https://images.example.test/jo.jpg',
  coverType: 1,
  className: 'classic-cream',
  fontSize: 40,
  textAlign: 'left',
  descFontSize: '20',
  descTextAlign: 'right',
};

function page() {
  return screen.getByRole('figure');
}

describe('CardCover', () => {
  it('shows the title, description and picture with their own sizes and alignments', () => {
    render(<CardCover coverPage={cover} />);
    const title = screen.getByText('Happy retirement, Jo');
    expect(title).toHaveStyle({ fontSize: '40px', textAlign: 'left' });
    expect(screen.getByText('From all of us in the studio')).toHaveStyle({
      fontSize: '20px',
      textAlign: 'right',
    });
    expect(page().querySelector('img')).toHaveAttribute('src', 'https://images.example.test/jo.jpg');
    expect(screen.getByTestId('card-cover')).toHaveClass('card-cover', 'classic-cream');
  });

  it('starts at zoom 1 sized by its container in CSS (the server draws it so), then scales to the measured width', () => {
    render(<CardCover coverPage={cover} />);
    expect(page().parentElement).toHaveClass('card-booklet--unmeasured');
    expect(page().style.height).toBe('');
    expect(page()).toHaveAttribute('data-scale', '1.0000');

    act(() => resize?.([{ contentRect: { width: 270 } }]));
    expect(page()).toHaveStyle({ width: '270px' });
    expect(parseFloat(page().style.height)).toBeCloseTo(382.4, 1);
    expect(Number(page().getAttribute('data-scale'))).toBeCloseTo(0.5, 3);
  });

  it('adds the description layout for cover type 2 and the image layout for type 3', () => {
    const { rerender } = render(<CardCover coverPage={{ ...cover, coverType: 2 }} />);
    expect(screen.getByTestId('card-cover')).toHaveClass('card-cover--description-layout');
    rerender(<CardCover coverPage={{ ...cover, CoverType: 3, coverType: undefined }} />);
    expect(screen.getByTestId('card-cover')).toHaveClass('card-cover--image-layout');
    rerender(<CardCover coverPage={{ ...cover, coverType: 1 }} />);
    expect(screen.getByTestId('card-cover').className).toBe('card-cover classic-cream');
  });

  it('shows ## instead of the placeholder title in a kids-birthday style', () => {
    render(
      <CardCover coverPage={{ ...cover, title: 'your title here', className: 'kids-level-achieved' }} />,
    );
    expect(screen.getByText('##')).toBeInTheDocument();
    expect(screen.queryByText('your title here')).not.toBeInTheDocument();
  });

  it('shows supplied card HTML, sanitised, instead of the fields', async () => {
    render(
      <CardCover
        coverPage={cover}
        cardHtml={
          '<div class="designer"><h3>Designer card</h3><img src="x" onerror="alert(1)"><script>alert(2)</script></div>'
        }
      />,
    );
    expect(await screen.findByText('Designer card')).toBeInTheDocument();
    expect(screen.queryByText('Happy retirement, Jo')).not.toBeInTheDocument();
    expect(page().querySelector('script')).toBeNull();
    expect(page().querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('draws a cover parsed with the domain contract (demo collection 05)', () => {
    const parsed = coverPageSchema.parse({
      id: 5,
      coverType: 1,
      title: 'your title here',
      description: 'Level 7 unlocked!',
      className: 'level-achieved',
      fontSize: 30,
      textAlign: 'center',
    });
    render(<CardCover coverPage={parsed} />);
    expect(screen.getByText('##')).toHaveStyle({ fontSize: '30px', textAlign: 'center' });
    expect(screen.getByTestId('card-cover')).toHaveClass('level-achieved');
    expect(screen.getByRole('figure', { name: '##' })).toBeInTheDocument();
  });

  it('loads the shared card stylesheet once for several covers', () => {
    render(
      <>
        <CardCover coverPage={cover} />
        <CardCover coverPage={cover} />
      </>,
    );
    const links = document.querySelectorAll(`link#${CARD_STYLESHEET_ID}`);
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toMatch(/card\.css\?v=\d+$/);
  });
});
