-- The ten event categories as one database type, so the generated types' `Constants` carry
-- them to the UI (the form offers the first eight; the legend and colours all ten).
create type public.event_category as enum (
  'Summit', 'Fireside Chat', 'Conference', 'Workshop', 'Networking',
  'Webinar', 'Panel', 'Other', 'AI', 'Health & Wellbeing'
);

alter table public.events drop constraint events_category_known;
alter table public.events
  alter column category type public.event_category using category::public.event_category;
