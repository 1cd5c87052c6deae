/** SPEC §8 catalogue: the message for an error page status. */
export function errorMessageKey(status: string | undefined): string {
  switch (status) {
    case '301':
    case '401':
    case '403':
      return 'errors.status301';
    case '400':
      return 'errors.status400';
    case '404':
      return 'errors.status404';
    case '500':
      return 'errors.status500';
    default:
      return 'errors.generic';
  }
}
