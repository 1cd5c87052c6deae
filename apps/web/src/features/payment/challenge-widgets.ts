import type { ChallengeProvider } from '@groupgift/domain';

/*
 * The providers' "are you a person?" widgets (decision 132): each is a script that draws a widget
 * into an element and calls back with a single-use token. The page's CSP lists the configured
 * provider's origins (security-policy.ts on the server).
 */
type RenderOptions = { sitekey: string; callback: (token: string) => void; 'error-callback'?: () => void };
type WidgetApi = { render: (element: HTMLElement, options: RenderOptions) => unknown };

type ScriptProvider = Exclude<ChallengeProvider, 'sandbox'>;

const SCRIPTS: Record<ScriptProvider, { url: string; global: 'turnstile' | 'hcaptcha' | 'grecaptcha' }> = {
  turnstile: { url: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
  hcaptcha: { url: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
  recaptcha: { url: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
};

const LOAD_TIMEOUT_MS = 15_000;
const loading = new Map<ScriptProvider, Promise<WidgetApi>>();

function widgetApi(provider: ScriptProvider): WidgetApi | undefined {
  const api = (window as unknown as Record<string, WidgetApi | undefined>)[SCRIPTS[provider].global];
  return typeof api?.render === 'function' ? api : undefined;
}

/** Adds the provider's script once; a failed load is forgotten so trying again loads it afresh. */
export function loadChallengeWidget(provider: ScriptProvider): Promise<WidgetApi> {
  const ready = widgetApi(provider);
  if (ready) return Promise.resolve(ready);
  let found = loading.get(provider);
  if (!found) {
    found = new Promise<WidgetApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = SCRIPTS[provider].url;
      script.async = true;
      const fail = (message: string) => {
        clearTimeout(timer);
        clearInterval(poll);
        script.remove();
        loading.delete(provider);
        reject(new Error(message));
      };
      const timer = setTimeout(() => fail(`${provider} took too long to load`), LOAD_TIMEOUT_MS);
      // reCAPTCHA defines its global before `render` is ready: wait until the widget can be drawn.
      const poll = setInterval(() => {
        const api = widgetApi(provider);
        if (!api) return;
        clearTimeout(timer);
        clearInterval(poll);
        resolve(api);
      }, 100);
      script.addEventListener('error', () => fail(`${provider} could not be loaded`));
      document.head.appendChild(script);
    });
    loading.set(provider, found);
  }
  return found;
}
