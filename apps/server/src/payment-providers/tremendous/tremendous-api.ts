/**
 * The parts of Tremendous's REST API v2 we use, typed as its documentation shows them
 * (https://developers.tremendous.com/reference): the catalogue (`GET /products`), orders
 * (`POST /orders` with `external_id`, `GET /orders/{id}`) and webhooks (`Tremendous-Webhook-Signature`).
 * Amounts in the API are decimal units of the currency ("25.00" is sent as 25); ours are cents.
 */

export const TREMENDOUS_SANDBOX_URL = 'https://testflight.tremendous.com/api/v2';
// Production: https://www.tremendous.com/api/v2 (TREMENDOUS_API_BASE_URL).
export const TREMENDOUS_SIGNATURE_HEADER = 'tremendous-webhook-signature';

export type TremendousProduct = {
  id: string;
  name: string;
  description?: string;
  category?: string;
  disclosure?: string;
  usage_instructions?: string;
  currency_codes?: string[];
  countries?: { abbr: string }[];
  /** Each SKU is a range; a fixed denomination is a SKU whose min equals its max. */
  skus?: { min: number; max: number }[];
  images?: { src: string; type: string }[];
};

export type TremendousReward = {
  id: string;
  order_id?: string;
  value?: { denomination: number; currency_code: string };
  delivery?: { method: string; status: string; link?: string };
};

export type TremendousOrderStatus = 'CANCELED' | 'EXECUTED' | 'FAILED' | 'PENDING APPROVAL' | 'PENDING INTERNAL PAYMENT APPROVAL';

export type TremendousOrder = {
  id: string;
  external_id?: string | null;
  status: TremendousOrderStatus | string;
  created_at?: string;
  rewards?: TremendousReward[];
};

export type TremendousOrderRequest = {
  external_id: string;
  payment: { funding_source_id: string };
  reward: {
    value: { denomination: number; currency_code: string };
    delivery: { method: 'LINK' };
    recipient: { name: string; email?: string };
    products: string[];
  };
};

export type TremendousWebhook = {
  event: string;
  uuid: string;
  created_utc?: string;
  payload?: { resource?: { id?: string; type?: string }; meta?: Record<string, unknown> };
};

export type TremendousErrorBody = { errors?: { message?: string; payload?: unknown } };
