CREATE TABLE `dream_patterns` (
	`user_id` text PRIMARY KEY NOT NULL,
	`patterns_enc` text NOT NULL,
	`computed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `dreams` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`body_enc` text NOT NULL,
	`dream_date` text NOT NULL,
	`vividness` integer NOT NULL,
	`lucidity` integer NOT NULL,
	`emotion_before_sleep` text NOT NULL,
	`emotion_after_waking` text NOT NULL,
	`dream_type` text NOT NULL,
	`crisis_level` text DEFAULT 'none' NOT NULL,
	`is_recurring` integer DEFAULT false NOT NULL,
	`recurring_frequency` text,
	`recurring_occurrences` integer,
	`analysis_enc` text,
	`last_insight_update` integer,
	`prompts_enc` text,
	`reflection_enc` text,
	`reflection_generated_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dreams_user_created_idx` ON `dreams` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `dreams_user_type_created_idx` ON `dreams` (`user_id`,`dream_type`,`created_at`);