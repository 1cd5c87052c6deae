import type { TFunction } from '../../lib/i18n';

const KNOWN = ['card', 'paypal', 'applepay', 'googlepay'] as const;
type Channel = (typeof KNOWN)[number];

const isKnown = (channel: string): channel is Channel => (KNOWN as readonly string[]).includes(channel);

/** A payment channel as people say it ("Google Pay", not "googlepay"); unknown ids are not shown. */
export function channelName(t: TFunction, channel: string | null): string | undefined {
  return channel && isKnown(channel) ? t(`channels.${channel}`) : undefined;
}
