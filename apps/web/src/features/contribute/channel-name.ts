import type { TFunction } from 'i18next';

const KNOWN = ['card', 'paypal', 'applepay', 'googlepay'];

/** A payment channel as people say it ("Google Pay", not "googlepay"); unknown ids are not shown. */
export function channelName(t: TFunction, channel: string | null): string | undefined {
  return channel && KNOWN.includes(channel) ? t(`channels.${channel}`) : undefined;
}
