import { useEffect } from 'react';
import { Outlet, redirect, useBlocker, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { DefaultLayout } from '../../app/layouts/default-layout';
import { boot } from './boot';
import { isNavigationRefused } from './guards';
import { stepOfPath } from './steps';
import { collectionStore } from './state/journey-store';

/** Runs the boot before any contributor step renders (a 404 goes to /errors/404 from here). */
export async function contributeLoader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = await boot({ collectionGuid: params.id, step: stepOfPath(url.pathname) ?? '', search: url.searchParams, signal: request.signal });
  if (target && target !== `${url.pathname}${url.search}`) throw redirect(target);
  return null;
}

/** Boot runs once per session: moving between steps of the same collection never reloads it. */
export function shouldRevalidateContribute({ currentParams, nextParams, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  if (currentParams.id !== nextParams.id) return true;
  return nextUrl.searchParams.get('messageId') !== currentUrl.searchParams.get('messageId');
}

/** The default layout around every contributor step, with the navigation guard of SPEC §2. */
export function ContributeShell() {
  const collection = collectionStore.use();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isNavigationRefused(currentLocation.pathname, nextLocation.pathname));

  useEffect(() => {
    // Refusing means staying where we are: the blocked navigation is dropped, not deferred.
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  return <DefaultLayout>{collection ? <Outlet /> : null}</DefaultLayout>;
}
