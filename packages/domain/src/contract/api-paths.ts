// SPEC §7's paths, free of zod so the browser's contributor routes can read them without the schemas (decision 175).

/** Every SPEC §7 path, under the `/api` prefix (DESIGN §3). One source for server routes and web calls. */
export const API_PATHS = {
  applePayCheckout: '/api/checkout/ApplePayCheckout',
  processCheckout: '/api/checkout/ProcessCheckout',
  googlePayCheckout: '/api/checkout/GooglePayCheckout',
  processPayPal: '/api/paypal/ProcessPayPal',
  /** Not in SPEC §7: the sandbox "I'm not a robot" box of the payment challenge (demo and tests; decision 132). */
  sandboxChallenge: '/api/checkout/sandbox-challenge',
  userDetails: '/api/Details/getuserdetails',
  contributionDetails: '/api/contributions/contribution-details',
  invitationHtml: '/api/groupcard/GetInvitationHtml',
  cardHtml: '/api/groupcard/GetCardHtml',
  groupCard: '/api/groupcard/GetGroupCard',
  /** Not in SPEC §7: further pages of the card's messages (issue 16, decision 121). */
  cardMessages: '/api/groupcard/messages',
  saveInvitationStatus: '/api/contributions/save-invitation-status',
  groupCardCover: '/api/contributions/get-groupcard-cover',
  editGroupCard: '/api/groupcard/EditGroupCard',
  invitationTemplateHtml: '/api/contributions/get-invitation-Template-html',
  storeGroupCard: '/api/groupcard/StoreGroupCard',
  sendSignCardReceiptEmail: '/api/groupcard/SendSignCardReceiptEmail',
  generateContributorMessage: '/api/MagicMessageWriter/generate-contributor-message',
  randomFact: '/api/MagicMessageWriter/tell-me-a-random-fact',
  magicWriterAvailable: '/api/MagicMessageWriter/check-if-magic-writer-service-available',
  improveContributorMessage: '/api/MagicMessageWriter/improve-contributor-message',
  magicMessageTracking: '/api/mmw/magic-message/tracking-details',
  updateAnyCardDetails: '/api/Details/updateanycarddetails',
  payFromPack: '/api/Details/PayFromPack',
  processFullPgcDiscount: '/api/Details/ProcessFullPgcDiscount',
} as const;
