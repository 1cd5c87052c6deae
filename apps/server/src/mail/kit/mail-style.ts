/** The brand as mails show it; the logo is the favicon's heart drawn as a PNG (mail clients drop SVG). */
export const BRAND = {
  name: 'GroupGift',
  logoPath: '/mail/logo.png',
  fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

export const colours = {
  brand: '#1f6f6b',
  page: '#f4f1ec',
  card: '#ffffff',
  text: '#1d2327',
  muted: '#5b6470',
} as const;
