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

/*
 * The few rules inline styles cannot say: dark mode for clients that honour prefers-color-scheme (Apple
 * Mail, Outlook apps; Gmail inverts colours itself), and tighter padding on a narrow phone (320 px).
 * Class names are prefixed so a client's own styles never match them.
 */
export const DARK_AND_NARROW = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .gg-page, .gg-page > table > tbody > tr > td { background-color: #15181b !important; }
  .gg-card { background-color: #22272b !important; }
  .gg-text { color: #eef0f2 !important; }
  .gg-muted { color: #aab2bb !important; }
  .gg-brand { color: #7fd1c9 !important; }
  .gg-rule td { border-color: #343a40 !important; }
}
@media only screen and (max-width: 400px) {
  .gg-pad { padding-left: 16px !important; padding-right: 16px !important; }
}
`;
