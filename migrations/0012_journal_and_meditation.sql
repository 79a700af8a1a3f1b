CREATE TABLE `journal_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title_enc` text NOT NULL,
	`content_enc` text NOT NULL,
	`tags_enc` text NOT NULL,
	`mood` text DEFAULT 'neutral' NOT NULL,
	`is_private` integer DEFAULT true NOT NULL,
	`crisis_level` text DEFAULT 'none' NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `journal_entries_user_created_idx` ON `journal_entries` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `journal_insights` (
	`entry_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`insights_enc` text NOT NULL,
	`entry_revision` integer NOT NULL,
	`generated_at` integer NOT NULL,
	FOREIGN KEY (`entry_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `meditation_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`client_session_id` text NOT NULL,
	`preset_id` text NOT NULL,
	`category` text NOT NULL,
	`minutes` integer NOT NULL,
	`practised_seconds` integer NOT NULL,
	`completed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `meditation_sessions_user_completed_idx` ON `meditation_sessions` (`user_id`,`completed_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `meditation_sessions_user_client_idx` ON `meditation_sessions` (`user_id`,`client_session_id`);