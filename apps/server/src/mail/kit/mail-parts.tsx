import { Button, Heading, Img, Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { colours } from './mail-style';

/** The mail's one heading. */
export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" className="gg-text" style={{ color: colours.text, fontSize: '22px', lineHeight: '28px', margin: '16px 0 8px' }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text className={muted ? 'gg-muted' : 'gg-text'} style={{ color: muted ? colours.muted : colours.text, fontSize: muted ? '14px' : '16px', lineHeight: '24px', margin: '12px 0' }}>
      {children}
    </Text>
  );
}

/** The mail's one clear action; a full-width tap target on a phone. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colours.brand,
          color: '#ffffff',
          borderRadius: '8px',
          padding: '14px 24px',
          fontSize: '16px',
          fontWeight: 700,
          textDecoration: 'none',
          display: 'inline-block',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/**
 * Label and value rows (a receipt's amounts), readable at 320 px.
 * @public for the receipt and payout mails as they move to components
 */
export function Facts({ rows }: { rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <table role="presentation" className="gg-rule" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '12px 0' }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td className="gg-muted" style={{ color: colours.muted, fontSize: '14px', padding: '6px 0', borderBottom: `1px solid ${colours.page}` }}>{label}</td>
            <td className="gg-text" style={{ color: colours.text, fontSize: '14px', padding: '6px 0 6px 12px', textAlign: 'right', whiteSpace: value.includes(' ') ? 'normal' : 'nowrap', borderBottom: `1px solid ${colours.page}` }}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Someone's own words (a message on the card, a thank-you), set apart from ours. */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Text
      className="gg-text"
      style={{
        color: colours.text,
        fontSize: '16px',
        lineHeight: '24px',
        fontStyle: 'italic',
        margin: '12px 0',
        padding: '4px 0 4px 14px',
        borderLeft: `3px solid ${colours.brand}`,
        whiteSpace: 'pre-line',
      }}
    >
      {children}
    </Text>
  );
}

/** A picture in the body (a thank-you's photo), never wider than the mail's column; the text part links it. */
export function MailPicture({ src, alt }: { src: string; alt: string }) {
  return (
    <>
      <Img src={src} alt={alt} width="480" style={{ display: 'block', width: '100%', maxWidth: '480px', height: 'auto', borderRadius: '8px', margin: '12px 0' }} />
      <Text className="gg-muted" style={{ color: colours.muted, fontSize: '14px', margin: '4px 0 12px' }}>
        <MailLink href={src}>See the picture</MailLink>
      </Text>
    </>
  );
}

/** A secondary link inside a sentence; the button stays the one clear action. */
export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="gg-brand" style={{ color: colours.brand, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}
