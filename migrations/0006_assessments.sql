CREATE TABLE `assessment_responses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`assessment_id` text NOT NULL,
	`therapist_id` text NOT NULL,
	`answers_enc` text NOT NULL,
	`insights_enc` text NOT NULL,
	`score` integer,
	`risk_level` text NOT NULL,
	`crisis` integer DEFAULT false NOT NULL,
	`check_in_pending` integer DEFAULT false NOT NULL,
	`duration_minutes` integer NOT NULL,
	`completed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assessment_responses_user_assessment_idx` ON `assessment_responses` (`user_id`,`assessment_id`);