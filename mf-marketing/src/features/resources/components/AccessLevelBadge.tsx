import { Badge, type BadgeTone } from 'shared-ui';
import type { ResourceAccessLevel } from '../resourceTypes';

const TONES: Record<ResourceAccessLevel, BadgeTone> = {
  'Members Only': 'primary',
  'Premium Content': 'warning',
  'Free Download': 'success',
  'Free Access': 'success',
};

export function AccessLevelBadge({ accessLevel }: { accessLevel: ResourceAccessLevel }) {
  return <Badge $tone={TONES[accessLevel]}>{accessLevel}</Badge>;
}
