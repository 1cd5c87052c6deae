/**
 * The picture and GIF library that ships with the product (DESIGN: no third-party search service is
 * needed to sign a card). Files live in public/picture-library; animated ones are SVG animations so
 * they stay tiny and sharp at any size.
 */
export interface LibraryPicture {
  id: string;
  title: string;
  kind: 'picture' | 'gif';
  tags: readonly string[];
  url: string;
}

const entries: [string, string, LibraryPicture['kind'], string[]][] = [
  ['balloons', 'Balloons', 'picture', ['birthday', 'party', 'celebration']],
  ['birthday-cake', 'Birthday cake', 'picture', ['birthday', 'cake', 'party', 'candles']],
  ['heart', 'Heart', 'picture', ['love', 'thanks', 'sympathy', 'wedding']],
  ['star', 'Star', 'picture', ['well done', 'congratulations', 'achievement']],
  ['flowers', 'Flowers', 'picture', ['sympathy', 'get well', 'spring', 'thanks']],
  ['thank-you', 'Thank you', 'picture', ['thanks', 'gratitude', 'farewell']],
  ['congratulations', 'Congratulations', 'picture', ['congratulations', 'well done', 'new job', 'graduation']],
  ['sun', 'Sunshine', 'picture', ['get well', 'holiday', 'retirement', 'happy']],
  ['coffee', 'Coffee', 'picture', ['farewell', 'colleague', 'work', 'thanks']],
  ['gift', 'Gift', 'picture', ['birthday', 'present', 'christmas', 'celebration']],
  ['rainbow', 'Rainbow', 'picture', ['new baby', 'get well', 'happy', 'hope']],
  ['trophy', 'Trophy', 'picture', ['achievement', 'well done', 'winner', 'retirement']],
  ['confetti-gif', 'Falling confetti', 'gif', ['party', 'celebration', 'congratulations', 'birthday']],
  ['beating-heart-gif', 'Beating heart', 'gif', ['love', 'thanks', 'wedding']],
  ['twinkle-gif', 'Twinkling stars', 'gif', ['well done', 'night', 'magic', 'new baby']],
  ['floating-balloons-gif', 'Floating balloons', 'gif', ['birthday', 'party', 'celebration']],
];

export const PICTURE_LIBRARY: readonly LibraryPicture[] = entries.map(([id, title, kind, tags]) => ({
  id,
  title,
  kind,
  tags,
  url: `/picture-library/${id}.svg`,
}));

/** Case-insensitive search over titles and tags; every word must match. */
export function searchPictures(query: string, kind?: LibraryPicture['kind']): LibraryPicture[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return PICTURE_LIBRARY.filter((picture) => {
    if (kind && picture.kind !== kind) return false;
    const haystack = `${picture.title} ${picture.tags.join(' ')}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
