CREATE TABLE `ai_usage_per_person` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`calls` integer NOT NULL,
	PRIMARY KEY(`user_id`, `day`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ai_usage_total` (
	`day` text PRIMARY KEY NOT NULL,
	`calls` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `subject` text;--> statement-breakpoint
CREATE INDEX `rate_limits_subject_idx` ON `rate_limits` (`subject`);--> statement-breakpoint
ALTER TABLE `chat_sessions` ADD `opening_client_message_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `chat_sessions_user_opening_message_idx` ON `chat_sessions` (`user_id`,`opening_client_message_id`);