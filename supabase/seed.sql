-- Demo events for local development (run by `supabase db reset`, and by the local
-- backend when it creates a new database).
--
-- Dates are relative to current_date, so the calendar always has events in the
-- previous, current and next two months and "upcoming" stays true whenever this
-- runs. All ten categories appear; some events have no time or location; the
-- day current_date + 3 has five events (the calendar shows three, then "+2 more").
--
-- timezone: every seeded event has its chapter's zone (the regional hub's, Singapore, for the online
-- ones and those without a place), so its time is shown and sent with the zone named; an online event
-- must have one (events_online_needs_zone).
--
-- image_url: the events remote ships these pictures at /event-images/<slug>.svg,
-- so for local development they point at its dev server (http://localhost:3002);
-- a hosted project seeds real CDN URLs instead. Nothing here reaches the internet.

insert into public.events (title, description, date, time, location, category, image_url, timezone)
values
  -- previous month
  ('APAC Leadership Summit 2025 Recap',
   'Highlights, photos and the key takeaways from this year''s regional leadership summit.',
   (date_trunc('month', current_date) - interval '1 month')::date + 4, '09:00', 'Marina Bay Sands, Singapore',
   'Summit', 'http://localhost:3002/event-images/summit.svg', 'Asia/Singapore'),
  ('Fireside Chat: Scaling Across Borders',
   'An evening conversation with two founders who took their companies into five new markets.',
   (date_trunc('month', current_date) - interval '1 month')::date + 9, '18:30', 'The Fullerton, Singapore',
   'Fireside Chat', null, 'Asia/Singapore'),
  ('Digital Transformation Workshop',
   'Hands-on session on modernising operations with practical tools for growing businesses.',
   (date_trunc('month', current_date) - interval '1 month')::date + 14, '10:00', 'EO Hub, Kuala Lumpur',
   'Workshop', 'http://localhost:3002/event-images/workshop.svg', 'Asia/Kuala_Lumpur'),
  ('Member Networking Night',
   'Meet fellow members from across Southeast Asia over drinks and canapés.',
   (date_trunc('month', current_date) - interval '1 month')::date + 19, '19:00', 'Rooftop Bar, Bangkok',
   'Networking', 'http://localhost:3002/event-images/networking.svg', 'Asia/Bangkok'),
  ('Wellbeing for Founders',
   'Practical habits for sleep, stress and energy when you run a company.',
   (date_trunc('month', current_date) - interval '1 month')::date + 23, null, null,
   'Health & Wellbeing', null, 'Asia/Singapore'),
  ('Regional Council Update Webinar',
   'The regional council shares this quarter''s priorities and answers member questions.',
   (date_trunc('month', current_date) - interval '1 month')::date + 26, '12:00', 'Online',
   'Webinar', 'http://localhost:3002/event-images/webinar.svg', 'Asia/Singapore'),

  -- current month
  ('AI for Growing Businesses',
   'Where AI pays off today: customer service, forecasting and back-office automation.',
   date_trunc('month', current_date)::date + 2, '14:00', 'Online',
   'AI', 'http://localhost:3002/event-images/ai.svg', 'Asia/Singapore'),
  ('Women Entrepreneurs Panel',
   'Four founders on raising capital, building teams and leading through change.',
   date_trunc('month', current_date)::date + 7, '16:00', 'Sydney Convention Centre',
   'Panel', null, 'Australia/Sydney'),
  ('Family Business Succession Forum',
   'Planning the next generation of leadership without losing what made the business work.',
   date_trunc('month', current_date)::date + 12, null, 'Manila',
   'Other', null, 'Asia/Manila'),
  ('Asia Pacific Entrepreneurs Conference',
   'Two days of keynotes, breakouts and deal-making for the whole region.',
   date_trunc('month', current_date)::date + 17, '08:30', 'Jakarta Convention Center',
   'Conference', 'http://localhost:3002/event-images/conference.svg', 'Asia/Jakarta'),

  -- upcoming: one day with five events, relative to today
  ('Morning Mindfulness for Leaders',
   'A guided session to start the day with focus.',
   current_date + 3, '07:30', 'Online',
   'Health & Wellbeing', null, 'Asia/Singapore'),
  ('Forum Moderator Training',
   'Skills for moderating confidential peer forums.',
   current_date + 3, '09:30', 'EO Hub, Singapore',
   'Workshop', 'http://localhost:3002/event-images/workshop.svg', 'Asia/Singapore'),
  ('Generative AI Roundtable',
   'Members compare notes on what has and has not worked with generative AI.',
   current_date + 3, '12:00', 'EO Hub, Singapore',
   'AI', 'http://localhost:3002/event-images/ai.svg', 'Asia/Singapore'),
  ('Partner Showcase',
   'Regional partners present offers and services for members.',
   current_date + 3, '15:00', null,
   'Other', null, 'Asia/Singapore'),
  ('Evening Networking Mixer',
   'Casual drinks after the day''s sessions.',
   current_date + 3, '18:00', 'Lau Pa Sat, Singapore',
   'Networking', 'http://localhost:3002/event-images/networking.svg', 'Asia/Singapore'),

  ('Supply Chain Resilience Webinar',
   'Lessons from members who rebuilt their supply chains after recent disruptions.',
   current_date + 6, '11:00', 'Online',
   'Webinar', null, 'Asia/Singapore'),
  ('Fireside Chat with a Unicorn Founder',
   'From garage to global: an honest conversation about the hard parts.',
   current_date + 10, '19:00', 'Auckland',
   'Fireside Chat', 'http://localhost:3002/event-images/summit.svg', 'Pacific/Auckland'),

  -- next month
  ('Southeast Asia Chapter Summit',
   'Chapter leaders and members meet to set the agenda for the year.',
   (date_trunc('month', current_date) + interval '1 month')::date + 4, '09:00', 'Ho Chi Minh City',
   'Summit', 'http://localhost:3002/event-images/summit.svg', 'Asia/Ho_Chi_Minh'),
  ('Pricing Strategy Workshop',
   'Raise prices with confidence: frameworks and live case work.',
   (date_trunc('month', current_date) + interval '1 month')::date + 9, '13:00', 'Melbourne',
   'Workshop', null, 'Australia/Melbourne'),
  ('Investor Panel: What VCs Want in 2026',
   'Regional investors on valuations, due diligence and follow-on funding.',
   (date_trunc('month', current_date) + interval '1 month')::date + 15, '17:00', 'Marina Bay Financial Centre, Singapore',
   'Panel', null, 'Asia/Singapore'),
  ('New Member Orientation',
   'Everything a new member needs to know about forums, events and resources.',
   (date_trunc('month', current_date) + interval '1 month')::date + 20, null, null,
   'Other', null, 'Asia/Singapore'),

  -- the month after
  ('Global Leadership Conference Preview',
   'What to expect from the global conference and how to make the most of it.',
   (date_trunc('month', current_date) + interval '2 months')::date + 3, '10:00', 'Online',
   'Conference', 'http://localhost:3002/event-images/conference.svg', 'Asia/Singapore'),
  ('AI Ethics and Governance Briefing',
   'Policies every company using AI should have in place.',
   (date_trunc('month', current_date) + interval '2 months')::date + 11, '15:30', 'Brisbane',
   'AI', null, 'Australia/Brisbane'),
  ('Sunset Networking Cruise',
   'Meet members from every chapter on the harbour.',
   (date_trunc('month', current_date) + interval '2 months')::date + 18, '17:30', 'Sydney Harbour',
   'Networking', 'http://localhost:3002/event-images/networking.svg', 'Australia/Sydney'),
  ('Resilience and Burnout Webinar',
   'Recognising burnout early in yourself and your team.',
   (date_trunc('month', current_date) + interval '2 months')::date + 24, '12:30', 'Online',
   'Webinar', 'http://localhost:3002/event-images/webinar.svg', 'Asia/Singapore');
