CREATE TABLE `mood_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`therapist_id` text DEFAULT 'general' NOT NULL,
	`mood` integer NOT NULL,
	`anxiety` integer NOT NULL,
	`stress` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mood_entries_user_created_idx` ON `mood_entries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `progress_insights` (
	`user_id` text PRIMARY KEY NOT NULL,
	`period_days` integer NOT NULL,
	`insights_enc` text NOT NULL,
	`computed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
