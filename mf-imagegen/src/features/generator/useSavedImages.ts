import { useState } from 'react';
import { useLatestPageImages } from 'shared-data';

function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The images saved before this visit (the latest of each page) and today's count and spend, for an
 * admin only. Until they are in, the tool cannot know which pages still need one. "Today" is the
 * UTC day the page opened on, so the query keeps one key for the visit.
 */
export function useSavedImages(isAdmin: boolean) {
  const [since] = useState(startOfUtcDay);
  return useLatestPageImages(since, isAdmin);
}
