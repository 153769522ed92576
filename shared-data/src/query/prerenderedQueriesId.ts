/** The id of the `<script type="application/json">` a prerendered page carries its reads in. */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries';
