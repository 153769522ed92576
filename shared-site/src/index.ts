// Public surface of shared-site: site-wide composites used by more than one part (route names,
// site links, the newsletter form, the event form and card, the remotes' standalone dev page).
export {};
