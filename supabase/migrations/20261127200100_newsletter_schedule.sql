-- The newsletter's periodic job (issue 35, item 5) in the one schedule every engine runs
-- (20261127000300_scheduled_jobs.sql): each minute, scheduled issues whose time has come are
-- enqueued, and issues none of whose emails waits any more are marked sent (the archive shows them).
insert into private.scheduled_jobs (name, schedule, command, description) values
  ('newsletter-release', '* * * * *', 'select private.release_newsletter_issues()', 'Sends scheduled newsletter issues when their time comes; marks sent issues for the archive.');
