// Async boundary: shared singletons are negotiated with the federation runtime first.
void import('./bootstrap');
