CREATE TABLE `forum_flags` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`post_id` text NOT NULL,
	`reply_id` text,
	`target_id` text NOT NULL,
	`reason` text NOT NULL,
	`description_enc` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `forum_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reply_id`) REFERENCES `forum_replies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `forum_flags_user_target_idx` ON `forum_flags` (`user_id`,`target_id`);--> statement-breakpoint
CREATE INDEX `forum_flags_target_idx` ON `forum_flags` (`target_id`);--> statement-breakpoint
CREATE INDEX `forum_flags_post_idx` ON `forum_flags` (`post_id`);--> statement-breakpoint
CREATE INDEX `forum_flags_reply_idx` ON `forum_flags` (`reply_id`);--> statement-breakpoint
CREATE TABLE `forum_memberships` (
	`user_id` text NOT NULL,
	`forum_id` text NOT NULL,
	`joined_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `forum_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`forum_id`) REFERENCES `forums`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_memberships_forum_idx` ON `forum_memberships` (`forum_id`);--> statement-breakpoint
CREATE TABLE `forum_moderators` (
	`user_id` text PRIMARY KEY NOT NULL,
	`granted_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `forum_post_likes` (
	`post_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`post_id`, `user_id`),
	FOREIGN KEY (`post_id`) REFERENCES `forum_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_post_likes_user_idx` ON `forum_post_likes` (`user_id`);--> statement-breakpoint
CREATE TABLE `forum_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`forum_id` text NOT NULL,
	`user_id` text NOT NULL,
	`body_enc` text NOT NULL,
	`category` text NOT NULL,
	`priority` text NOT NULL,
	`is_anonymous` integer DEFAULT false NOT NULL,
	`is_pinned` integer DEFAULT false NOT NULL,
	`is_locked` integer DEFAULT false NOT NULL,
	`crisis_detected` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'visible' NOT NULL,
	`needs_review` integer DEFAULT false NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`forum_id`) REFERENCES `forums`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_posts_list_idx` ON `forum_posts` (`forum_id`,`is_pinned`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `forum_posts_author_idx` ON `forum_posts` (`user_id`);--> statement-breakpoint
CREATE INDEX `forum_posts_review_idx` ON `forum_posts` (`needs_review`);--> statement-breakpoint
CREATE TABLE `forum_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`user_id` text NOT NULL,
	`body_enc` text NOT NULL,
	`is_anonymous` integer DEFAULT false NOT NULL,
	`crisis_detected` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'visible' NOT NULL,
	`needs_review` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `forum_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_replies_post_idx` ON `forum_replies` (`post_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `forum_replies_author_idx` ON `forum_replies` (`user_id`);--> statement-breakpoint
CREATE INDEX `forum_replies_review_idx` ON `forum_replies` (`needs_review`);--> statement-breakpoint
CREATE TABLE `forums` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`icon` text NOT NULL,
	`color` text NOT NULL,
	`specialty` text NOT NULL,
	`allow_anonymous` integer DEFAULT true NOT NULL,
	`guidelines` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
