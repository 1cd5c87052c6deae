import { Body, Container, Head, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailContext, MailCover } from './mail-definition';
import { BRAND, colours, DARK_AND_NARROW } from './mail-style';

type Props = {
  ctx: MailContext;
  preheader: string;
  cover?: MailCover | null;
  unsubscribeUrl?: string | null;
  children: ReactNode;
};

/** The frame of every mail: brand header, the card's cover where there is one, the body, a quiet footer. */
export function MailLayout({ ctx, preheader, cover, unsubscribeUrl, children }: Props) {
  return (
    <Html lang="en-GB">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_AND_NARROW}</style>
      </Head>
      <Preview>{preheader}</Preview>
      <Body className="gg-page" style={{ backgroundColor: colours.page, margin: 0, padding: '24px 0', fontFamily: BRAND.fontFamily }}>
        <Container className="gg-card" style={{ maxWidth: '600px', width: '100%', backgroundColor: colours.card, borderRadius: '12px' }}>
          <Section className="gg-pad" style={{ padding: '20px 24px 8px' }}>
            <Link href={`${ctx.publicUrl}/`} className="gg-brand" style={{ color: colours.brand, textDecoration: 'none' }}>
              <Img
                src={`${ctx.publicUrl}${BRAND.logoPath}`}
                alt={BRAND.name}
                width="32"
                height="32"
                style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: '7px' }}
              />
              <span style={{ fontSize: '18px', fontWeight: 700, marginLeft: '8px', verticalAlign: 'middle' }}>{BRAND.name}</span>
            </Link>
          </Section>
          {cover ? (
            <Section className="gg-pad" style={{ padding: '8px 24px 0', textAlign: 'center' }}>
              <Img
                src={cover.src}
                alt={cover.alt}
                width={String(cover.width ?? 320)}
                style={{ margin: '0 auto', width: '100%', maxWidth: `${cover.width ?? 320}px`, height: 'auto', borderRadius: '8px' }}
              />
            </Section>
          ) : null}
          <Section className="gg-pad" style={{ padding: '8px 24px 24px' }}>{children}</Section>
        </Container>
        <Container style={{ maxWidth: '600px', width: '100%', padding: '12px 24px' }}>
          <Text className="gg-muted" style={{ color: colours.muted, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
            {BRAND.name} · group cards and gifts
            {unsubscribeUrl ? (
              <>
                {' · '}
                <Link href={unsubscribeUrl} className="gg-muted" style={{ color: colours.muted }}>
                  Unsubscribe from this collection’s mail
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
