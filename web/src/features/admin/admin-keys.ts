/**
 * Every admin query key starts with this. A change to a review touches the lists, the stats, the
 * challenges that show it and the analytics, so review mutations invalidate the whole root.
 */
export const ADMIN_QUERY_ROOT = ['admin'] as const;
