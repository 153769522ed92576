-- Issue 56, item 13, continued: every place the list view's filter offers finds its events.
--
-- search_events() finds a place as a part of the address (`location ilike '%place%'`), so a place
-- event_places() lists must be written in each address it counts. private.event_city() of
-- 20261207140000_event_zones_and_places.sql gave two names no address of theirs held: "Ho Chi Minh
-- City" for an address in "Saigon" (or "Ho Chi Minh, Viet Nam"), and "Bengaluru" for one in
-- "Bangalore": "Bengaluru (2)" chosen showed one event, or none. Now a city is named as the
-- addresses write it ("Ho Chi Minh" holds "Ho Chi Minh City"; "Saigon" and "Bangalore" are places
-- of their own). local-backend/test/event-search.test.ts asks search_events() for every place
-- listed and expects as many events as the list says.
--
-- The countries a last part may be, so that "Phnom Penh, Cambodia" is Phnom Penh, not Cambodia,
-- are also the rest of the region's (EO Asia Pacific's chapters) and the ways addresses name
-- Korea, China and Viet Nam.

create or replace function private.event_city(location text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    case
      when location ~* '\mho chi minh\M' then 'Ho Chi Minh'
      when location ~* '\msaigon\M' then 'Saigon'
      when location ~* 'kuala lumpur' then 'Kuala Lumpur'
      when location ~* 'hong kong' then 'Hong Kong'
      when location ~* '\m(singapore)\M' then 'Singapore'
      when location ~* '\mbangkok\M' then 'Bangkok'
      when location ~* '\mjakarta\M' then 'Jakarta'
      when location ~* '\mmanila\M' then 'Manila'
      when location ~* '\mhanoi\M' then 'Hanoi'
      when location ~* '\mperth\M' then 'Perth'
      when location ~* '\madelaide\M' then 'Adelaide'
      when location ~* '\mbrisbane\M' then 'Brisbane'
      when location ~* '\msydney\M' then 'Sydney'
      when location ~* '\mmelbourne\M' then 'Melbourne'
      when location ~* '\mauckland\M' then 'Auckland'
      when location ~* '\mwellington\M' then 'Wellington'
      when location ~* '\mtokyo\M' then 'Tokyo'
      when location ~* '\mseoul\M' then 'Seoul'
      when location ~* '\mshanghai\M' then 'Shanghai'
      when location ~* '\mbeijing\M' then 'Beijing'
      when location ~* '\mtaipei\M' then 'Taipei'
      when location ~* '\mkolkata\M' then 'Kolkata'
      when location ~* '\mmumbai\M' then 'Mumbai'
      when location ~* '\mdelhi\M' then 'Delhi'
      when location ~* '\mbengaluru\M' then 'Bengaluru'
      when location ~* '\mbangalore\M' then 'Bangalore'
    end,
    (select part
       from (
         select btrim(regexp_replace(p, '\s+([A-Z]{2,3}\s+)?[0-9][0-9 -]{2,8}$', '')) as part, n
           from unnest(regexp_split_to_array(location, '\s*,\s*')) with ordinality as t(p, n)
       ) parts
      where part <> ''
        and part !~ '^[0-9 -]+$'
        and lower(part) not in ('australia', 'new zealand', 'singapore', 'malaysia', 'thailand', 'indonesia', 'philippines',
                                'vietnam', 'viet nam', 'japan', 'south korea', 'korea', 'republic of korea', 'china', 'prc',
                                'taiwan', 'india', 'cambodia', 'myanmar', 'laos', 'mongolia', 'pakistan', 'sri lanka',
                                'bangladesh', 'nepal', 'brunei', 'macau', 'macao', 'online')
      order by n desc
      limit 1)
  );
$$;

revoke all on function private.event_city(text) from public;
