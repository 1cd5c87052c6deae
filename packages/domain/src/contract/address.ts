import { z } from 'zod';
import { requiredTrimmedSchema, textSchema } from './common';

const trimmedOptional = textSchema({ trim: true }).max(200).default('');

/** SPEC §3 address (organiser and payee records). */
export const addressSchema = z.object({
  unit: trimmedOptional,
  street: trimmedOptional,
  suburb: trimmedOptional,
  city: trimmedOptional,
  state: trimmedOptional,
  country: trimmedOptional,
  postCode: trimmedOptional,
});

/** SPEC §3 payment-details billing address; note the spec spells it `postcode` here. */
export const paymentAddressSchema = z.object({
  street: requiredTrimmedSchema.max(200),
  country: requiredTrimmedSchema.max(100),
  city: requiredTrimmedSchema.max(100),
  suburb: trimmedOptional,
  state: trimmedOptional,
  postcode: requiredTrimmedSchema.max(20),
});
