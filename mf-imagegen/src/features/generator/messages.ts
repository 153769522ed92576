/** SPEC section 8, with "the image service" in place of the vendor's name. Said once: as a toast. */
export const NOT_CONFIGURED_MESSAGE = 'The image service API key not configured. Please check with your administrator.';
/** What stays on the page after that toast, so a disabled Generate button is explained without saying it twice. */
export const NOT_CONFIGURED_STATUS = 'Generating is off until the image service is set up.';
/** What the functions answer a caller who is not a signed-in admin (401 and 403). */
export const SIGNED_OUT_MESSAGE = 'Sign in as an administrator to generate images.';
export const NOT_ADMIN_MESSAGE = 'Only administrators can generate images.';
