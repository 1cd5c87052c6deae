// Stripe.js / Checkout Frames client fields (payments issue).

/** Checkout.com's hosted Frames script (v2). Injected only when the AU provider is Checkout.com. */
export const FRAMES_SCRIPT_URL = 'https://cdn.checkout.com/js/framesv2.min.js';

const LOAD_TIMEOUT_MS = 15_000;

export interface FramesCardTokenized {
  type?: string;
  token: string;
  expires_on?: string;
  expiry_month: number | string;
  expiry_year: number | string;
  scheme?: string;
  last4: string;
  bin: string;
  card_type?: string;
  card_category?: string;
  issuer_country?: string;
  product_id?: string;
  product_type?: string;
  preferred_scheme?: string;
}

export interface FramesValidationChanged {
  element: 'card-number' | 'expiry-date' | 'cvv' | string;
  isValid: boolean;
  isEmpty: boolean;
}

/** The few calls of Checkout.com's `window.Frames` this app uses (Frames v2 reference). */
export interface FramesApi {
  init(config: { publicKey: string; localization?: string; style?: Record<string, unknown>; frameSelector?: string; modes?: string[] }): void;
  addEventHandler(event: string, handler: (event: never) => void): void;
  removeAllEventHandlers(event: string): void;
  submitCard(): Promise<FramesCardTokenized>;
  isCardValid(): boolean;
  enableSubmitForm(): void;
  Events: Record<string, string>;
}

declare global {
  interface Window {
    Frames?: FramesApi;
  }
}

let loading: Promise<FramesApi> | null = null;

/**
 * Adds Frames' script to the page once and resolves with `window.Frames`. A failed load is not
 * cached, so "Try again" injects a fresh script.
 */
export function loadCheckoutFrames(): Promise<FramesApi> {
  if (window.Frames) return Promise.resolve(window.Frames);
  loading ??= new Promise<FramesApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = FRAMES_SCRIPT_URL;
    script.async = true;
    const fail = (message: string) => {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error(message));
    };
    const timer = setTimeout(() => fail('Checkout Frames took too long to load'), LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      // Later calls read window.Frames directly; nothing stays cached here.
      loading = null;
      if (window.Frames) resolve(window.Frames);
      else fail('Checkout Frames loaded without window.Frames');
    });
    script.addEventListener('error', () => fail('Checkout Frames could not be loaded'));
    document.head.appendChild(script);
  });
  return loading;
}
