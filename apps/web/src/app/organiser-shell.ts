import type { LoaderFunctionArgs, RouteObject } from 'react-router';

/*
 * The organiser side's layout and sign-in checks, loaded only when an organiser route opens. The
 * route lists are part of the entry bundle, so importing the layout or the session module there
 * would make every contributor page download them (and the account contract with its schemas).
 */

const session = () => import('../lib/organiser-session');

/** Spread into a pathless parent route to render the organiser layout around its children. */
export const organiserLayout = {
  lazy: async () => {
    // The organiser side's wording (decision 170) loads beside the layout, not after it.
    const texts = import('../lib/organiser-texts');
    const { OrganiserLayout } = await import('./layouts/organiser-layout');
    await texts;
    return { Component: OrganiserLayout };
  },
} satisfies Pick<RouteObject, 'lazy'>;

/** Signed-out visitors go to log in and come back (`requireOrganiserLoader`, loaded on demand). */
export async function requireOrganiser(args: LoaderFunctionArgs): Promise<null> {
  return (await session()).requireOrganiserLoader(args);
}

/** Signed-in organisers skip the log-in and sign-up pages (`redirectSignedInLoader`, loaded on demand). */
export async function redirectSignedIn(args: LoaderFunctionArgs): Promise<null> {
  return (await session()).redirectSignedInLoader(args);
}
