import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAppRoute } from '../../../shared/app-routes';

export const SITE_NAME = 'ReviewQuest';

/** What a route tells the layout: the key (common namespace) of its name in the browser tab. */
export interface RouteHandle {
  title: string;
}

export const titled = (title: string): RouteHandle => ({ title });

/** 'Daily Challenge · ReviewQuest'; the site name alone when a route has no title. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** Keeps `document.title` on the deepest matched route's title, so each page has its own. */
export function usePageTitle(routes: RouteObject[]): void {
  const location = useLocation();
  const matches = matchRoutes(routes, location);
  const { t } = useTranslation();
  const handle = isAppRoute(location.pathname) ? (matches?.at(-1)?.route.handle as RouteHandle | undefined) : titled('titles.notFound');
  const title = pageTitle(handle ? t(handle.title) : undefined);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
