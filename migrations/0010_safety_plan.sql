CREATE TABLE `safety_plans` (
	`user_id` text PRIMARY KEY NOT NULL,
	`plan_enc` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `crisis_country` text;