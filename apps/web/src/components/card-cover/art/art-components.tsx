import type { ComponentType } from 'react';
import type { CoverArt } from '@groupgift/domain';
import type { ArtProps } from './art-frame';
import { AnniversaryArt } from './anniversary-art';
import { BirthdayArt } from './birthday-art';
import { CelebrationArt } from './celebration-art';
import { CongratulationsArt } from './congratulations-art';
import { EngagementArt } from './engagement-art';
import { FarewellArt } from './farewell-art';
import { GetWellArt } from './get-well-art';
import { GraduationArt } from './graduation-art';
import { NewBabyArt } from './new-baby-art';
import { NewJobArt } from './new-job-art';
import { RetirementArt } from './retirement-art';
import { SympathyArt } from './sympathy-art';
import { ThankYouArt } from './thank-you-art';
import { WeddingArt } from './wedding-art';

/**
 * Every cover illustration, by the art id the domain picks (`coverArtFor`). One chunk, loaded on demand
 * (cover-art.tsx): together they are a few KB, and most covers are the server's drawing and show none.
 */
export const COVER_ART_COMPONENTS: Record<CoverArt, ComponentType<ArtProps>> = {
  birthday: BirthdayArt,
  farewell: FarewellArt,
  retirement: RetirementArt,
  'new-baby': NewBabyArt,
  wedding: WeddingArt,
  engagement: EngagementArt,
  'thank-you': ThankYouArt,
  sympathy: SympathyArt,
  'get-well': GetWellArt,
  congratulations: CongratulationsArt,
  anniversary: AnniversaryArt,
  graduation: GraduationArt,
  'new-job': NewJobArt,
  celebration: CelebrationArt,
};
