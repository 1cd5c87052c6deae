/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_KEY?: string;
  readonly VITE_MMW_API_BASE_URL?: string;
  readonly VITE_MMW_API_KEY?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_GTM_IGNORE_ROUTES?: string;
  readonly VITE_DD_APPLICATION_ID?: string;
  readonly VITE_DD_CLIENT_TOKEN?: string;
  readonly VITE_DD_SITE?: string;
  readonly VITE_DD_SERVICE?: string;
  readonly VITE_SITE_HOST_US?: string;
  readonly VITE_SITE_HOST_AU?: string;
  readonly VITE_CARD_ASSET_BASE_URL?: string;
  readonly VITE_LOADER_MODAL_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
