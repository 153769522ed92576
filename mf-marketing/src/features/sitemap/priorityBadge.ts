import type { BadgeTone } from 'shared-ui';
import type { SiteMapPriority } from './siteMapTypes';

/** Colour follows SPEC (high green, medium yellow, low grey); the text always names the priority too. */
export const priorityBadge: Record<SiteMapPriority, { tone: BadgeTone; label: string }> = {
  high: { tone: 'success', label: 'High priority' },
  medium: { tone: 'warning', label: 'Medium priority' },
  low: { tone: 'neutral', label: 'Low priority' },
};
