export type ResourceAccessLevel = 'Members Only' | 'Free Download' | 'Free Access' | 'Premium Content';

/** The label of a resource's button, as SPEC lists them. */
export type ResourceActionLabel = 'Access Resource' | 'Access' | 'Download' | 'Watch Now';

/** A static resource entry (SPEC section 3): media give a duration, documents a format. */
export type Resource = ResourceFields & ({ duration: string; format?: never } | { format: string; duration?: never });

interface ResourceFields {
  id: string;
  title: string;
  description: string;
  /** What it is: guide, video, template... */
  type: string;
  /** Subject area, e.g. Leadership or Finance. */
  category: string;
  accessLevel: ResourceAccessLevel;
  actionLabel: ResourceActionLabel;
  /** Chapter resources name the chapter that contributed them. */
  chapter?: string;
}

export interface ResourceCategoryTab {
  value: string;
  label: string;
  description: string;
  resources: Resource[];
}
