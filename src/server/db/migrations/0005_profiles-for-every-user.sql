-- Every account gets its profile once, at sign-up (better-auth's user.create hook); the routes no longer
-- create a missing one on the way. Accounts made before that hook existed get theirs here, with the
-- account's name (already cut to the display-name rule at sign-up) and every other column at its default.
-- SQL migrations are the one place where table and column names are written by hand.
INSERT INTO profiles (user_id, username)
SELECT u.id, u.name FROM "user" u
WHERE NOT EXISTS (SELECT 1 FROM profiles p WHERE p.user_id = u.id)
ON CONFLICT DO NOTHING;
