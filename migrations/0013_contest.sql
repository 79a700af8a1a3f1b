CREATE TABLE `contest_rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`prize_amount` text,
	`prize_currency` text,
	`closed_at` integer,
	`closed_by` text,
	`final_entry_count` integer,
	`metrics_updated_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contest_rounds_open_idx` ON `contest_rounds` (`closed_at`,`ends_at`);--> statement-breakpoint
CREATE TABLE `contest_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`user_id` text NOT NULL,
	`post_id` text NOT NULL,
	`post_url` text NOT NULL,
	`author_username` text,
	`wallet_address` text NOT NULL,
	`seq` integer NOT NULL,
	`submitted_at` integer NOT NULL,
	`likes` integer,
	`retweets` integer,
	`metrics_status` text DEFAULT 'unknown' NOT NULL,
	`metrics_at` integer,
	`final_rank` integer,
	FOREIGN KEY (`round_id`) REFERENCES `contest_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contest_submissions_round_post_idx` ON `contest_submissions` (`round_id`,`post_id`);--> statement-breakpoint
CREATE INDEX `contest_submissions_user_idx` ON `contest_submissions` (`user_id`,`submitted_at`);--> statement-breakpoint
CREATE TABLE `contest_winners` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`rank` integer NOT NULL,
	`user_id` text,
	`submission_id` text,
	`score` integer NOT NULL,
	`share_percent` integer NOT NULL,
	`amount` text,
	`currency` text,
	`wallet_address` text,
	`payout_status` text,
	`paid_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `contest_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`submission_id`) REFERENCES `contest_submissions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contest_winners_round_rank_idx` ON `contest_winners` (`round_id`,`rank`);--> statement-breakpoint
CREATE INDEX `contest_winners_user_idx` ON `contest_winners` (`user_id`);