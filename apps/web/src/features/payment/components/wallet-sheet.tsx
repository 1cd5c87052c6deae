import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Dialog } from '../../../components/ui/dialog';
import { PAY_NS } from '../../../lib/pay-namespace';

export type WalletKind = 'apple_pay' | 'google_pay';

export interface WalletSheetRequest {
  wallet: WalletKind;
  amountCents: number;
  currency: 'AUD' | 'USD';
}

// The wallets' names as people say them, shared with the result pages' channel names.
const LABEL_KEY = { apple_pay: 'translation:channels.applepay', google_pay: 'translation:channels.googlepay' } as const satisfies Record<WalletKind, string>;
const PATH: Record<WalletKind, string> = { apple_pay: 'wallet/apple-pay', google_pay: 'wallet/google-pay' };

/**
 * The provider's wallet sheet: the URL the config names, else next to the hosted fields
 * (`…/hosted-fields` → `…/wallet/apple-pay`).
 */
export function walletSheetSrc(sheetUrl: string, request: WalletSheetRequest, pageHref: string): URL {
  const url = /\/wallet\//.test(sheetUrl) ? new URL(sheetUrl, pageHref) : new URL(PATH[request.wallet], new URL(sheetUrl, pageHref));
  url.searchParams.set('origin', new URL(pageHref).origin);
  url.searchParams.set('amount', String(request.amountCents));
  url.searchParams.set('currency', request.currency);
  return url;
}

export type WalletResult = { kind: 'token'; walletToken: string } | { kind: 'cancelled' } | { kind: 'unavailable' };

/**
 * The simulated Apple Pay / Google Pay sheet in a dialog (an iframe rather than a popup, so no popup
 * blocker stands between the click and the sheet). Only messages from that iframe are heard.
 */
export function WalletSheet({ sheetUrl, request, onResult }: { sheetUrl: string; request: WalletSheetRequest; onResult: (result: WalletResult) => void }) {
  const { t } = useTranslation([PAY_NS, 'translation']);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const src = useMemo(() => walletSheetSrc(sheetUrl, request, window.location.href), [sheetUrl, request]);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== src.origin || event.source !== frameRef.current?.contentWindow) return;
      const data = event.data as { type?: unknown; walletToken?: unknown } | null;
      if (data?.type === 'sandbox:wallet-token' && typeof data.walletToken === 'string') onResultRef.current({ kind: 'token', walletToken: data.walletToken });
      else if (data?.type === 'sandbox:wallet-cancelled') onResultRef.current({ kind: 'cancelled' });
      else if (data?.type === 'sandbox:wallet-unavailable') onResultRef.current({ kind: 'unavailable' });
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);

  return (
    <Dialog open title={t(LABEL_KEY[request.wallet])} onClose={() => onResultRef.current({ kind: 'cancelled' })} size="small">
      <iframe ref={frameRef} src={src.toString()} title={t('walletSheet', { label: t(LABEL_KEY[request.wallet]) })} className="wallet-sheet__frame" />
    </Dialog>
  );
}
