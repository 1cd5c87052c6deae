import type { CoverDesign } from '../types';
import { BIRTHDAY_DESIGNS } from './birthday';
import { CELEBRATION_DESIGNS } from './celebration';
import { FAREWELL_DESIGNS } from './farewell';
import { ANNIVERSARY_DESIGNS, CONGRATULATIONS_DESIGNS, GRADUATION_DESIGNS, WORK_ANNIVERSARY_DESIGNS } from './milestones';
import { HOLIDAY_DESIGNS, NEW_JOB_DESIGNS } from './new-job-and-holidays';
import { NEW_BABY_DESIGNS } from './new-baby';
import { RETIREMENT_DESIGNS } from './retirement';
import { GET_WELL_DESIGNS, SYMPATHY_DESIGNS, THANK_YOU_DESIGNS } from './thanks-and-care';
import { ENGAGEMENT_DESIGNS, WEDDING_DESIGNS } from './wedding';

/** Every cover design the picker offers, in the picker's order (grouped by occasion, as COVER_OCCASIONS). */
export const COVER_DESIGNS: readonly CoverDesign[] = [
  ...BIRTHDAY_DESIGNS,
  ...FAREWELL_DESIGNS,
  ...RETIREMENT_DESIGNS,
  ...NEW_BABY_DESIGNS,
  ...WEDDING_DESIGNS,
  ...ENGAGEMENT_DESIGNS,
  ...THANK_YOU_DESIGNS,
  ...SYMPATHY_DESIGNS,
  ...GET_WELL_DESIGNS,
  ...CONGRATULATIONS_DESIGNS,
  ...ANNIVERSARY_DESIGNS,
  ...GRADUATION_DESIGNS,
  ...NEW_JOB_DESIGNS,
  ...HOLIDAY_DESIGNS,
  ...WORK_ANNIVERSARY_DESIGNS,
  ...CELEBRATION_DESIGNS,
];
