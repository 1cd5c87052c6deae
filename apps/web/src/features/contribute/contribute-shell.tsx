import { useEffect } from 'react';
import { Outlet, redirect, useBlocker, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { boot } from './boot';
import { isNavigationRefused } from './guards';
import { stepOfPath } from '../../lib/journey/steps';
import { collectionStore } from '../../lib/journey/journey-store';

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

/** Every contributor step, behind the navigation guard of SPEC §2 (the route layer puts the default layout around it). */
export function ContributeShell() {
  const collection = collectionStore.use();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isNavigationRefused(currentLocation.pathname, nextLocation.pathname));

  useEffect(() => {
    // Refusing means staying where we are: the blocked navigation is dropped, not deferred.
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  return collection ? <Outlet /> : null;
}
