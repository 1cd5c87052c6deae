/**
 * One catalogue of the texts SPEC §5 (field checks) and §8 (errors) prescribe, with stable keys so that
 * the server's field errors and the web's toasts say exactly the same thing. Wording is verbatim from the
 * spec; where the spec only names a check (the bounds), the wording follows the other §5 messages.
 */
export const MESSAGES = {
  // SPEC §5: field checks
  'validation.required': 'This field is required',
  'validation.alphanumeric': 'Can only contain letters and numbers',
  'validation.alphanumericWith': 'Can only contain letters, numbers and the following characters: {x}',
  'validation.numeric': 'Can only contain numbers',
  'validation.fileSize': 'File size must be less than {n}',
  'validation.maxLength': 'Max {n} characters',
  'validation.minLength': 'Min {n} characters',
  'validation.exactLength': 'Must be exactly {n} characters',
  'validation.integer': 'Must be an integer',
  'validation.float': 'Must be a float',
  'validation.number': 'Must be a number',
  'validation.wholeNumber': 'Must be a whole number',
  'validation.email': 'Must be a valid email address',
  'validation.telephone': 'Must be a valid telephone number',
  'validation.greaterThan': 'Must be greater than {n}',
  'validation.greaterThanOrEqual': 'Must be greater than or equal to {n}',
  'validation.lessThan': 'Must be less than {n}',
  'validation.lessThanOrEqual': 'Must be less than or equal to {n}',
  'validation.decimalPlaces': 'Must be rounded to {n} decimal places',
  'validation.exactDecimalPlaces': 'Must be rounded to exactly {n} decimal places',
  'validation.singleDecimalPoint': 'Must have a single decimal point',
  'validation.passwordConfirmation': 'Password confirmation should match password',
  // Not in the spec: the refusal of a guessable password (decision 097), the same on the server and the web.
  'validation.passwordWeak': 'This password is too easy to guess. Add a few words or use a longer phrase.',
  // Not in the spec: text with NUL or another control character, which nobody types and PostgreSQL
  // cannot store (decision 095); the field's name is the key of the field error it goes with.
  'validation.controlCharacters': 'Cannot contain control characters',
  'validation.boolean': 'Requires boolean value',
  'validation.futureDate': 'This date must be in the future',
  'validation.pastDate': 'This date must be in the past',
  'validation.validDate': 'This field must be a valid date',
  'validation.containsA': 'This field must contain a {x}',
  'validation.containsAn': 'This field must contain an {x}',
  'validation.leadMileage': 'This exceeds the lead mileage limit',
  'validation.multipleOf5': 'Please enter amount multiple of 5',
  'validation.between': 'Value must be between {min} and {max}',
  'validation.fillRequired': 'Fill all the required fields',

  // SPEC §8: errors
  'error.title': 'Error',
  'error.generic': 'Sorry, something went wrong...',
  'error.paymentDeclined':
    'The payment has been declined. Please try a different card or contact your bank for further support.',
  'error.checkoutFailed': 'Something went wrong with the checkout process',
  'error.login': 'Email and password do not match our records',
  'error.sessionExpired': 'Your session has expired. Please log in again.',
  'error.status301': 'You are not authorised to access this resource.',
  'error.status400': 'Sorry, the request was unsuccessful.',
  'error.status404': 'Sorry, we could not find the resource you were looking for right now.',
  'error.status500': 'The server could not process the request.',
  'error.noResponse': 'No response from server',
  'error.noUrl': 'No url',
  'error.somethingWentWrong': 'Sorry, something went wrong',
  'error.uploadFailed': 'Upload failed',
  'error.uploadFailedWithError': 'Upload failed, with error',
  'error.fileTooBig': 'File size too big',
  'error.appUnableToStart': 'Sorry, the app was unable to start',
  'error.roundTo2Dp': 'roundTo2Dp failed as n must be a number',
  'error.renderTo2Dp': 'renderTo2Dp failed as n must be a number',
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message to show later: the key plus the values for its placeholders. */
export interface MessageRef {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/**
 * Fills `{name}` placeholders. Unknown placeholders are left as written so that a missing parameter is
 * visible rather than silently becoming "undefined".
 */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function renderMessage(ref: MessageRef): string {
  return formatMessage(ref.key, ref.params);
}
