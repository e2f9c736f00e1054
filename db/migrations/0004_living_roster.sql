CREATE TABLE `corrections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text NOT NULL,
	`slug` text NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	`source_url` text NOT NULL,
	`email` text,
	`status` text NOT NULL,
	`decided_at` text,
	`reason` text
);
--> statement-breakpoint
CREATE INDEX `corrections_status_idx` ON `corrections` (`status`,`id`);--> statement-breakpoint
CREATE TABLE `roster_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`slug` text NOT NULL,
	`cardinal_name` text NOT NULL,
	`field` text NOT NULL,
	`old_value` text,
	`new_value` text,
	`source_url` text NOT NULL,
	`note` text,
	`correction_id` integer
);
--> statement-breakpoint
CREATE INDEX `roster_changes_at_idx` ON `roster_changes` (`at`);--> statement-breakpoint
CREATE TABLE `roster_overrides` (
	`slug` text NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	`replaced` text,
	`edited_on` text NOT NULL,
	`source_url` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `roster_overrides_slug_field_idx` ON `roster_overrides` (`slug`,`field`);--> statement-breakpoint
ALTER TABLE `cardinals` ADD `death_date` text;--> statement-breakpoint
ALTER TABLE `cardinals` ADD `death_source` text;--> statement-breakpoint
ALTER TABLE `cardinals` ADD `renunciation_date` text;--> statement-breakpoint
ALTER TABLE `cardinals` ADD `renunciation_source` text;