// The workspace's folders, for tools in other packages (one definition: settings.ts).
export { REPO_ROOT, SUPABASE_DIR } from './settings';
