import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CardCover } from '../../../components/card-cover/card-cover';
import type { CoverPageLike } from '../../../components/card-cover/card-cover';
import { CardMessages } from '../components/card-messages';
import { Envelope } from '../components/envelope';
import { PromoCarousel } from '../components/promo-carousel';
import { UiShowcase } from './ui-showcase';
import '../../../styles/global.css';
import './dev.css';

// Demo pictures are inline SVG, like the server's demo seed, so the page needs no network.
function picture(from: string, to: string, shape = 'circle'): string {
  const art =
    shape === 'cake'
      ? '<rect x="150" y="380" width="240" height="150" rx="16" fill="#fff" opacity=".8"/><rect x="150" y="430" width="240" height="22" fill="#f48fb1"/><rect x="262" y="300" width="16" height="80" fill="#fff"/><ellipse cx="270" cy="290" rx="12" ry="22" fill="#ffd54f"/>'
      : shape === 'flowers'
        ? '<g fill="#fff" opacity=".85"><circle cx="200" cy="320" r="60"/><circle cx="330" cy="300" r="46"/><circle cx="280" cy="420" r="52"/></g><g fill="#f06292"><circle cx="200" cy="320" r="22"/><circle cx="330" cy="300" r="17"/><circle cx="280" cy="420" r="19"/></g>'
        : '<circle cx="270" cy="330" r="150" fill="#fff" opacity=".35"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 540 765"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="540" height="765" fill="url(#g)"/>${art}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// The demo collections' covers (server seed), plus the other templates card.css ships.
const covers: Record<string, CoverPageLike> = {
  '02 classic-flowers': {
    coverType: 1,
    title: 'Get well soon',
    description: '',
    imageURL: picture('#f9c5d1', '#f06292', 'flowers'),
    className: 'classic-flowers',
  },
  '03 description-balloons': {
    coverType: 2,
    title: 'Farewell, Sam',
    description: 'From all of us on the third floor',
    imageURL: picture('#b3e5fc', '#0288d1'),
    className: 'description-balloons',
  },
  '04 image-cake': {
    coverType: 3,
    title: 'Happy birthday, Mia',
    description: '',
    imageURL: picture('#ffe0b2', '#ef6c00', 'cake'),
    className: 'image-cake',
  },
  '05 level-achieved': {
    coverType: 1,
    title: 'your title here',
    description: 'Level 7 unlocked!',
    imageURL: picture('#c8e6c9', '#2e7d32'),
    className: 'level-achieved',
  },
  '06 description-rings': {
    coverType: 2,
    title: 'Congratulations',
    description: 'Ava & Noah',
    imageURL: picture('#f5f5f5', '#9e9e9e'),
    className: 'description-rings',
  },
  'classic-baby': {
    coverType: 1,
    title: 'Welcome, baby!',
    description: '',
    imageURL: picture('#e1bee7', '#7b1fa2'),
    className: 'classic-baby',
  },
  'description-trophy': {
    coverType: 2,
    title: 'What a season!',
    description: 'Thanks, coach',
    imageURL: picture('#fff9c4', '#f9a825'),
    className: 'description-trophy',
  },
  'age-green-balloon': {
    title: 'your title here',
    description: 'Have a brilliant birthday, Leo!',
    className: 'age-green-balloon',
  },
  'age-pink-balloon': {
    title: '6',
    description: 'Hooray for Isla!',
    className: 'age-pink-balloon',
    fontSize: 110,
  },
  'farewell-navy': {
    title: 'Good luck, Jo',
    description: 'Wherever the road takes you next',
    className: 'farewell-navy',
    textAlign: 'left',
    descTextAlign: 'left',
  },
  'thank-you-botanical': {
    coverType: 2,
    title: 'Thank you',
    description: 'For everything you do for our team, every single day.',
    className: 'thank-you-botanical',
  },
  'birthday-confetti': {
    title: 'Happy birthday!',
    description: 'Hip hip hooray',
    className: 'birthday-confetti',
    imageURL: picture('#ffe082', '#ff7043', 'cake'),
  },
  'no template': { title: 'Plain cover', description: 'No className at all', coverType: 4 },
};

const messages = [
  {
    id: 1,
    name: 'Ana Lopez',
    comment:
      'Sam, it has been a joy working with you. The third floor will be much quieter without your laugh!',
    imageURL: picture('#ffe0b2', '#ef6c00', 'cake'),
  },
  { id: 2, name: 'Ben Okafor', comment: 'Good luck with the next adventure. Keep in touch!' },
  {
    id: 3,
    name: 'Chloé Martin',
    comment:
      'Where do I start? Thank you for every coffee, every patient explanation and every Friday quiz. You made the hard weeks easier and the good weeks better. Wherever you land next is lucky to have you. '.repeat(
        2,
      ),
  },
];

const promoItems = Object.entries(covers).map(([name, cover]) => ({
  id: name,
  title: name.replace(/^\d+ /, ''),
  coverPage: cover,
  href: '#',
}));

function App() {
  const [key, setKey] = useState(0);
  const [chosen, setChosen] = useState('03 description-balloons');
  const only = new URLSearchParams(window.location.search).get('only');
  const show = (section: string) => !only || only === section;

  return (
    <main className="dev">
      <h1>Card components</h1>
      {show('envelope') ? (
        <section className="dev__section">
          <h2>Envelope</h2>
          <div className="dev__controls">
            <label>
              Cover{' '}
              <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
                {Object.keys(covers).map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            </label>
            <button type="button" onClick={() => setKey((k) => k + 1)}>
              Replay
            </button>
          </div>
          <div className="dev__envelope">
            <Envelope key={`${key}-${chosen}`}>
              <CardCover coverPage={covers[chosen]} />
            </Envelope>
          </div>
        </section>
      ) : null}
      {show('covers') ? (
        <section className="dev__section">
          <h2>Covers</h2>
          <div className="dev__grid">
            {Object.entries(covers).map(([name, cover]) => (
              <div key={name}>
                <CardCover coverPage={cover} />
                <p className="dev__caption">{name}</p>
              </div>
            ))}
            <div>
              <CardCover
                coverPage={covers['02 classic-flowers']}
                cardHtml={
                  '<div style="height:100%;display:grid;place-items:center;background:#fdecef;font:700 48px Georgia"><p>Supplied HTML<script>alert(1)</script></p></div>'
                }
              />
              <p className="dev__caption">cardHtml (sanitised)</p>
            </div>
          </div>
        </section>
      ) : null}
      {show('messages') ? (
        <section className="dev__section">
          <h2>Card review</h2>
          <CardMessages coverPage={covers['03 description-balloons']} messages={messages} ownMessageId={2} />
        </section>
      ) : null}
      {show('promo') ? (
        <section className="dev__section">
          <h2>Promo carousels</h2>
          <PromoCarousel variant="card" items={promoItems} label="Card designs" />
          <PromoCarousel variant="group-card" items={promoItems} label="Group card designs" />
        </section>
      ) : null}
      {show('ui') ? <UiShowcase /> : null}
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
