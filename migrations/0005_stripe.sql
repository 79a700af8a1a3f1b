CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `checkouts` ADD `stripe_session_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `stripe_customer_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `stripe_subscription_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_stripe_subscription_id_unique` ON `subscriptions` (`stripe_subscription_id`);