import { useUrlView } from '../../components/useUrlView';
import type { MemberSort, ProfileRole, SubscriberSort, SubscriberState } from 'shared-data';

/**
 * The Members tab's two lists keep what the admin asked for in the URL, so a view can be shared,
 * bookmarked and reloaded (and the audit log can link to one member): the members list as
 * `?q=&role=&sort=&page=`, the newsletter list as `?subq=&state=&subsort=&subpage=`.
 */
export interface MembersView {
  search: string;
  role: ProfileRole | null;
  sort: MemberSort;
  /** 1-based. */
  page: number;
}

export interface SubscribersView {
  search: string;
  state: SubscriberState | null;
  sort: SubscriberSort;
  page: number;
}

export const MEMBER_ROLES: ReadonlyArray<readonly [ProfileRole, string]> = [
  ['user', 'Members'],
  ['organiser', 'Organisers'],
  ['admin', 'Administrators'],
];
export const MEMBER_SORTS: ReadonlyArray<readonly [MemberSort, string]> = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['name', 'Name (A to Z)'],
  ['email', 'Email (A to Z)'],
];
export const SUBSCRIBER_STATES: ReadonlyArray<readonly [SubscriberState, string]> = [
  ['confirmed', 'Confirmed'],
  ['pending', 'Waiting to confirm'],
];
export const SUBSCRIBER_SORTS: ReadonlyArray<readonly [SubscriberSort, string]> = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['email', 'Email (A to Z)'],
];

/** The database takes at most 200 characters of a search. */
export const MAX_SEARCH = 200;

const oneOf = <T extends string>(value: string | null, choices: ReadonlyArray<readonly [T, string]>): T | null =>
  value !== null && choices.some(([choice]) => choice === value) ? (value as T) : null;
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
const searchOf = (value: string | null) => (value ?? '').slice(0, MAX_SEARCH);

/** The views a URL asks for; anything unknown falls back to the default (everyone, newest first, page 1). */
export function readMembersView(params: URLSearchParams): MembersView {
  return { search: searchOf(params.get('q')), role: oneOf(params.get('role'), MEMBER_ROLES), sort: oneOf(params.get('sort'), MEMBER_SORTS) ?? 'newest', page: pageOf(params.get('page')) };
}

export function readSubscribersView(params: URLSearchParams): SubscribersView {
  return {
    search: searchOf(params.get('subq')),
    state: oneOf(params.get('state'), SUBSCRIBER_STATES),
    sort: oneOf(params.get('subsort'), SUBSCRIBER_SORTS) ?? 'newest',
    page: pageOf(params.get('subpage')),
  };
}

type Names = { search: string; filter: string; sort: string; page: string };
const MEMBER_NAMES: Names = { search: 'q', filter: 'role', sort: 'sort', page: 'page' };
const SUBSCRIBER_NAMES: Names = { search: 'subq', filter: 'state', sort: 'subsort', page: 'subpage' };

/** One list's parameters written back: a change other than the page goes back to page 1; defaults are left out; the rest of the URL stays. */
function write(params: URLSearchParams, names: Names, view: { search: string; filter: string | null; sort: string; page: number }): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(names)) next.delete(name);
  if (view.search.trim()) next.set(names.search, view.search.trim());
  if (view.filter) next.set(names.filter, view.filter);
  if (view.sort !== 'newest') next.set(names.sort, view.sort);
  if (view.page > 1) next.set(names.page, String(view.page));
  return next;
}

export function writeMembersView(params: URLSearchParams, changes: Partial<MembersView>): URLSearchParams {
  const view = { ...readMembersView(params), ...changes, page: changes.page ?? 1 };
  return write(params, MEMBER_NAMES, { search: view.search, filter: view.role, sort: view.sort, page: view.page });
}

export function writeSubscribersView(params: URLSearchParams, changes: Partial<SubscribersView>): URLSearchParams {
  const view = { ...readSubscribersView(params), ...changes, page: changes.page ?? 1 };
  return write(params, SUBSCRIBER_NAMES, { search: view.search, filter: view.state, sort: view.sort, page: view.page });
}


export const useMembersView = () => useUrlView(readMembersView, writeMembersView);
export const useSubscribersView = () => useUrlView(readSubscribersView, writeSubscribersView);
