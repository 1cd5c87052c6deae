// The one public entry of @groupgift/domain.
export * from './constants';
export * from './markets';
export * from './messages';
export * from './errors';
export * from './contract/common';
export * from './contract/fees';
export * from './contract/address';
export * from './contract/group-card';
export * from './contract/collection';
export * from './contract/organiser-collection';
export * from './contract/payment';
export * from './contract/user-details';
export * from './contract/organiser-payment';
export * from './contract/pathway-state';
export * from './contract/paging';
export * from './contract/api';
export * from './contract/magic-writer';
export * from './writer-occasion';
export * from './contract/organiser-activity';
export * from './contract/account';
export * from './password-strength';
export * from './contract/refund';
export * from './contract/payment-return';
export * from './preview';
export * from './contract/preview';
export * from './money';
export * from './amounts';
export * from './fee-breakdown';
export * from './limits';
export * from './suggested-amounts';
export * from './card-payments';
export * from './contract/challenge';
export * from './pathways';
export * from './receipt-marketing';
export * from './progress';
export * from './organiser';
export * from './own-value';
export * from './bulk-upload/limits';
export * from './bulk-upload/parse-csv';
export * from './bulk-upload/decode-csv-bytes';
export * from './bulk-upload/columns';
export type { BulkRowErrors, BulkRowValues, CheckedBulkRow } from './bulk-upload/row-checks';
export * from './bulk-upload/check-file';
export * from './bulk-upload/totals';
export * from './bulk-upload/file-name';
export * from './contract/bulk-upload';
export * from './cover';
export * from './cover-art';
// `CoverDesign` is also the cover designer's form (contract/organiser-collection): the drawn design is
// exported as `CoverDesignArt`.
export {
  COVER_WIDTH,
  COVER_HEIGHT,
  COVER_FONTS,
  COVER_OCCASIONS,
  COVER_DESIGN_CLASS_PREFIX,
  FALLBACK_COVER_DESIGN,
  REQUIRED_COVER_DESIGNS,
  coverPreviewPath,
  type CoverFont,
  type CoverOccasion,
  type CoverTextBox,
  type CoverWords,
  type CoverDesign as CoverDesignArt,
} from './cover-designs/types';
export * from './cover-designs/cover-design-for';
export { COVER_DESIGNS } from './cover-designs/designs';
export * from './contract/cover-image';
export * from './paths';
export * from './contract/delivery';
export * from './contract/money-out';
export * from './time-zone';
