/** SPEC §8 catalogue: the message for an error page status (texts the server shares, decision 099). */
export function errorMessageKey(status: string | undefined) {
  switch (status) {
    case '301':
    case '401':
    case '403':
      return 'shared:error.status301';
    case '400':
      return 'shared:error.status400';
    case '404':
      return 'shared:error.status404';
    case '500':
      return 'shared:error.status500';
    default:
      return 'shared:error.generic';
  }
}
