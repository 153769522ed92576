/** A person on one of the Regional Council lists (SPEC section 3: council member). */
export interface CouncilMember {
  name: string;
  title: string;
  location: string;
  /** Portrait URL, bundled with the remote. */
  image: string;
}
