import type { RouteObject } from 'react-router';

// Placeholder: filled in by the organiser work (issue 5). Children of the root route.
export const organiserRoutes: RouteObject[] = [];
