-- Rate-limit rows are now keyed by keyed hashes; the older rows held email and IP addresses in clear.
-- Forgetting them resets the current 15-minute windows once, at deployment.
DELETE FROM `rate_limits`;
