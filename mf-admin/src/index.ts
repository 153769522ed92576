// Async boundary: shared singletons are negotiated with the federation runtime before any app code runs.
void import('./bootstrap');
