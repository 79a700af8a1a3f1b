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
