/** The fixed demo ids from the team brief, written out literally so a change in the seed is caught. */
export const US = (nn: number) => `10000000-0000-4000-8000-${String(nn).padStart(12, '0')}`;
export const AU = (nn: number) => `20000000-0000-4000-8000-${String(nn).padStart(12, '0')}`;
export const DEMO_ORGANISER = '30000000-0000-4000-8000-000000000001';
export const UNKNOWN_GUID = '99999999-0000-4000-8000-000000000000';
