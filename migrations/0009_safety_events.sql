CREATE TABLE `safety_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`surface` text NOT NULL,
	`level` text NOT NULL,
	`signals` text NOT NULL,
	`ref` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `safety_events_user_created_idx` ON `safety_events` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `safety_events_user_surface_ref_idx` ON `safety_events` (`user_id`,`surface`,`ref`);