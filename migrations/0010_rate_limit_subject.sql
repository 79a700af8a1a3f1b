ALTER TABLE `rate_limits` ADD `subject` text;--> statement-breakpoint
CREATE INDEX `rate_limits_subject_idx` ON `rate_limits` (`subject`);