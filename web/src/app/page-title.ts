import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const SITE_NAME = 'ReviewQuest';

/** What a route tells the layout: its name in the browser tab. */
export interface RouteHandle {
  title: string;
}

export const titled = (title: string): RouteHandle => ({ title });

/** 'Daily Challenge · ReviewQuest'; the site name alone when a route has no title. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** Keeps `document.title` on the deepest matched route's title, so each page has its own. */
export function usePageTitle(): void {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const title = pageTitle(handle?.title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
