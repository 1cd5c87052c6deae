// The collection form as the browser holds it (text as typed) and its translation to the API
// request (integer cents, ISO dates). The rules themselves are the domain's zod schema, so the
// browser says exactly what the server would.
import {
  centsToDecimalString,
  collectionFormIssues,
  DEFAULT_COVER_DESIGN,
  organiserCollectionFieldsSchema,
  parseMoney,
  suggestedAmountsIssue,
  setupTypeHasCard,
  setupTypeTakesMoney,
  type CoverSettings,
  type Market,
  type OrganiserCollection,
  type OrganiserCollectionRequest,
  type OrganiserSetupType,
  coverDesignSchema,
  coverDesignFor,
  COVER_DESIGN_CLASS_PREFIX,
  fromWallClock,
  runtimeTimeZone,
  wallClock,
} from '@groupgift/domain';
import { i18n, messageText } from '../../lib/i18n';

export interface CollectionFormValues {
  setupType: OrganiserSetupType;
  market: Market;
  recipientName: string;
  recipientEmail: string;
  occasion: string;
  title: string;
  subtitle: string;
  description: string;
  imageUrl: string | null;
  /** yyyy-mm-dd from the date input; the collection closes at the end of that day, local time. */
  closeDate: string;
  /** The saved close date (ISO) when editing: sent back unchanged if the day was not changed. */
  savedCloseDate?: string;
  /**
   * The collection's IANA zone (decision 144): the browser's at create, the saved one on edit; empty
   * when the browser's is not a known name (the server then takes the market's).
   */
  timeZone: string;
  target: string;
  hasExactAmount: boolean;
  exactAmount: string;
  minimumContribution: string;
  maximumContribution: string;
  zeroContributionAllowed: boolean;
  /** Up to three one-tap amounts for the how-much screen, as typed; all empty: the market's defaults. */
  suggestedAmounts: string[];
  charityName: string;
  charityPercentage: string;
  whoPaysFeeOption: 1 | 2;
  paymentGateways: number[];
  contributionQuestion: string;
  cover: CoverSettings;
}

export type FieldName = keyof CollectionFormValues | `cover.${keyof CoverSettings}`;
export type FormErrors = Partial<Record<FieldName, string>>;

/** Money fields: the form key and the request key (cents). */
const MONEY_FIELDS = [
  ['target', 'targetCents'],
  ['exactAmount', 'exactAmountCents'],
  ['minimumContribution', 'minimumContributionCents'],
  ['maximumContribution', 'maxIndividualLimitCents'],
] as const;

const REQUEST_TO_FIELD: Record<string, FieldName> = {
  ...Object.fromEntries(MONEY_FIELDS.map(([field, request]) => [request, field])),
  suggestedAmountsCents: 'suggestedAmounts',
};

export function requestKeyToField(path: string): FieldName {
  // An issue with one suggested amount (`suggestedAmountsCents.1`) belongs to the one field.
  if (path.startsWith('suggestedAmountsCents')) return 'suggestedAmounts';
  return REQUEST_TO_FIELD[path] ?? (path as FieldName);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The day of an instant on the collection's calendar (`timeZone`), or this browser's when none is known. */
export function toDateInput(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  if (timeZone) return wallClock(d, timeZone).date;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** End of the chosen day in the collection's time zone (this browser's when none), so "closes on 5 March" means all of it. */
export function fromDateInput(value: string, timeZone?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const zoned = timeZone ? fromWallClock(value, '23:59', timeZone) : null;
  if (zoned) return zoned.toISOString();
  const d = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 0, 0);
  return d.toISOString();
}

export function emptyForm(market: Market = 'US', now: Date = new Date()): CollectionFormValues {
  const inTwoWeeks = new Date(now.getTime() + 14 * 24 * 3600 * 1000);
  return {
    setupType: 'Collection',
    market,
    recipientName: '',
    recipientEmail: '',
    occasion: '',
    title: '',
    subtitle: '',
    description: '',
    imageUrl: null,
    closeDate: toDateInput(inTwoWeeks.toISOString()),
    timeZone: runtimeTimeZone() ?? '',
    target: '',
    hasExactAmount: false,
    exactAmount: '',
    minimumContribution: '1.00',
    maximumContribution: '0.00',
    zeroContributionAllowed: false,
    suggestedAmounts: ['', '', ''],
    charityName: '',
    charityPercentage: '0',
    whoPaysFeeOption: 1,
    paymentGateways: [],
    contributionQuestion: '',
    cover: { ...DEFAULT_COVER_DESIGN },
  };
}

const money = (cents: number) => centsToDecimalString(cents);

export function formFromCollection(c: OrganiserCollection): CollectionFormValues {
  // A template or a design the contract still takes; an old class name falls back to the default.
  const parsedClass = coverDesignSchema.shape.className.safeParse(c.cover?.className);
  const template: CoverSettings['className'] = parsedClass.success ? parsedClass.data : DEFAULT_COVER_DESIGN.className;
  const coverType = c.cover?.coverType === 2 || c.cover?.coverType === 3 ? c.cover.coverType : 1;
  return {
    setupType: c.setupType,
    market: c.market,
    recipientName: c.recipientName,
    recipientEmail: c.recipientEmail,
    occasion: c.occasion,
    title: c.title,
    subtitle: c.subtitle,
    description: c.description,
    imageUrl: c.imageUrl,
    closeDate: toDateInput(c.closeDate, c.timeZone),
    savedCloseDate: c.closeDate,
    timeZone: c.timeZone,
    target: money(c.targetCents),
    hasExactAmount: c.hasExactAmount,
    exactAmount: c.hasExactAmount ? money(c.exactAmountCents) : '',
    minimumContribution: money(c.minimumContributionCents),
    maximumContribution: money(c.maxIndividualLimitCents),
    zeroContributionAllowed: c.zeroContributionAllowed,
    suggestedAmounts: [0, 1, 2].map((i) => (c.suggestedAmountsCents[i] !== undefined ? money(c.suggestedAmountsCents[i]) : '')),
    charityName: c.charityName,
    charityPercentage: String(c.charityPercentage),
    whoPaysFeeOption: c.whoPaysFeeOption,
    paymentGateways: c.paymentGateways,
    contributionQuestion: c.contributionQuestion,
    cover: c.cover ? { ...c.cover, className: template, coverType } : { ...DEFAULT_COVER_DESIGN },
  };
}

/** Fields that apply to the chosen setup type; the others are neither shown nor checked. */
export function fieldApplies(field: FieldName, setupType: string, hasExactAmount: boolean): boolean {
  const takesMoney = setupTypeTakesMoney(setupType);
  if (field.startsWith('cover')) return setupTypeHasCard(setupType);
  switch (field) {
    case 'target':
    case 'hasExactAmount':
    case 'zeroContributionAllowed':
    case 'charityName':
    case 'charityPercentage':
    case 'whoPaysFeeOption':
    case 'paymentGateways':
      return takesMoney;
    case 'exactAmount':
      return takesMoney && hasExactAmount;
    case 'minimumContribution':
    case 'maximumContribution':
    case 'suggestedAmounts':
      return takesMoney && !hasExactAmount;
    default:
      return true;
  }
}

/** Reads the form into a request plus the errors found on the way (unreadable amounts). */
export function toRequest(values: CollectionFormValues): { request: OrganiserCollectionRequest; errors: FormErrors } {
  const errors: FormErrors = {};
  const cents: Record<string, number> = {};
  for (const [field, key] of MONEY_FIELDS) {
    const applies = fieldApplies(field, values.setupType, values.hasExactAmount);
    const text = values[field];
    if (!applies) {
      cents[key] = 0;
      continue;
    }
    // An empty target means "no target"; the other amounts are required when shown.
    if (field === 'target' && text.trim() === '') {
      cents[key] = 0;
      continue;
    }
    const parsed = parseMoney(text);
    if (parsed.ok) cents[key] = parsed.cents;
    else {
      errors[field] = messageText(parsed.error);
      cents[key] = 0;
    }
  }
  const suggested: number[] = [];
  if (fieldApplies('suggestedAmounts', values.setupType, values.hasExactAmount)) {
    for (const text of values.suggestedAmounts) {
      if (text.trim() === '') continue;
      const parsed = parseMoney(text);
      if (parsed.ok) suggested.push(parsed.cents);
      else errors.suggestedAmounts ??= messageText(parsed.error);
    }
    // Checked here too, so the field speaks up before the rest of the form is complete.
    const issue = suggestedAmountsIssue(
      suggested,
      { minimumContributionAmount: cents.minimumContributionCents ?? 0, maxIndividualContributionLimit: cents.maxIndividualLimitCents ?? 0 },
      values.market,
    );
    if (issue) errors.suggestedAmounts ??= issue.message;
  }
  const takesMoney = setupTypeTakesMoney(values.setupType);
  const percentText = values.charityPercentage.trim();
  const percent = percentText === '' ? 0 : Number(percentText);
  if (takesMoney && !Number.isFinite(percent)) errors.charityPercentage = i18n.t('shared:validation.number');
  const request: OrganiserCollectionRequest = {
    setupType: values.setupType,
    market: values.market,
    recipientName: values.recipientName,
    recipientEmail: values.recipientEmail,
    occasion: values.occasion,
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    imageUrl: values.imageUrl,
    closeDate:
      values.savedCloseDate && toDateInput(values.savedCloseDate, values.timeZone || undefined) === values.closeDate
        ? values.savedCloseDate
        : fromDateInput(values.closeDate, values.timeZone || undefined),
    // The browser's zone at create, the chosen one on edit; absent lets the server take the market's.
    ...(values.timeZone ? { timeZone: values.timeZone } : {}),
    targetCents: cents.targetCents,
    hasExactAmount: takesMoney && values.hasExactAmount,
    exactAmountCents: cents.exactAmountCents,
    minimumContributionCents: cents.minimumContributionCents,
    maxIndividualLimitCents: cents.maxIndividualLimitCents,
    zeroContributionAllowed: takesMoney && values.zeroContributionAllowed,
    suggestedAmountsCents: suggested,
    charityName: takesMoney ? values.charityName : '',
    charityPercentage: takesMoney && Number.isFinite(percent) ? percent : 0,
    whoPaysFeeOption: values.whoPaysFeeOption,
    paymentGateways: takesMoney ? values.paymentGateways : [],
    contributionQuestion: values.contributionQuestion,
    cover: setupTypeHasCard(values.setupType) ? withDesign(values) : null,
  } as OrganiserCollectionRequest;
  return { request, errors };
}

/**
 * The cover as saved: a cover that is not a photo stores the design the picker shows (decision 146),
 * also when the organiser kept the one pre-chosen from the occasion, so the card never changes its
 * drawing when the occasion is edited later.
 */
function withDesign(values: CollectionFormValues): CoverSettings {
  const cover = values.cover;
  if (cover.coverType === 3 || cover.className.startsWith(COVER_DESIGN_CLASS_PREFIX)) return cover;
  const design = coverDesignFor({ className: cover.className, occasionTexts: [values.occasion, values.title] });
  return { ...cover, className: `${COVER_DESIGN_CLASS_PREFIX}${design.id}` };
}

/** Every error the form has now, by field, in the catalogue's words (the same rules as the server). */
export function validateForm(values: CollectionFormValues, now: Date = new Date()): FormErrors {
  const { request, errors } = toRequest(values);
  if (values.closeDate.trim() === '') errors.closeDate = i18n.t('shared:validation.required');
  const parsed = organiserCollectionFieldsSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = requestKeyToField(issue.path.map(String).join('.'));
      if (field === 'closeDate' && errors.closeDate) continue;
      errors[field] ??= issue.message;
    }
    return onlyApplicable(errors, values);
  }
  for (const issue of collectionFormIssues(parsed.data, now, { savedCloseDate: values.savedCloseDate })) {
    const field = requestKeyToField(issue.path);
    errors[field] ??= issue.message;
  }
  return onlyApplicable(errors, values);
}

function onlyApplicable(errors: FormErrors, values: CollectionFormValues): FormErrors {
  const out: FormErrors = {};
  for (const [field, message] of Object.entries(errors) as [FieldName, string][]) {
    if (fieldApplies(field, values.setupType, values.hasExactAmount)) out[field] = message;
  }
  return out;
}
