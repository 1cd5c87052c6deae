import { z } from 'zod';
import { PATHWAY_IDS } from '../constants';

/** SPEC §3 pathway state, kept in browser storage while a visitor moves through the steps. */
export const pathwayStateSchema = z.object({
  pathway: z.literal(PATHWAY_IDS).nullable().default(null),
  /** Set by the sign-card and sign-only buttons, cleared by sign-and-chip-in (SPEC §4). */
  signOnly: z.boolean().default(false),
  isEdit: z.boolean().default(false),
  invitationGuidId: z.string().nullable().default(null),
  /** The invitation response recorded (e.g. 'opened'). */
  response: z.string().nullable().default(null),
  checkResponse: z.boolean().default(false),
  checkIsPaymentPathway: z.boolean().default(false),
  checkPathway: z.boolean().default(false),
});
