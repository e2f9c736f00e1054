CREATE TABLE `cardinals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`full_name` text NOT NULL,
	`name_with_order` text NOT NULL,
	`last_name` text NOT NULL,
	`given_names` text,
	`religious_order` text,
	`nationality` text NOT NULL,
	`region` text NOT NULL,
	`birth_date` text NOT NULL,
	`birth_place` text,
	`priest_ordination` text,
	`episcopal_consecration` text,
	`created_cardinal` text,
	`created_by` text,
	`rank` text,
	`current_position` text,
	`status` text NOT NULL,
	`official_biography_url` text,
	`wikidata_id` text,
	`cardinal_priest_of` text,
	`episcopal_motto` text,
	`education` text,
	`early_career` text,
	`church_positions` text,
	`content` text,
	`biography` text,
	`views` text,
	`ratings` text,
	`quotes` text,
	`sources` text,
	`profile_file` text,
	`sort_name` text NOT NULL,
	`sort_last_name` text NOT NULL,
	`sort_nationality` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cardinals_slug_unique` ON `cardinals` (`slug`);--> statement-breakpoint
CREATE INDEX `cardinals_region_idx` ON `cardinals` (`region`);--> statement-breakpoint
CREATE INDEX `cardinals_birth_date_idx` ON `cardinals` (`birth_date`);--> statement-breakpoint
CREATE INDEX `cardinals_sort_last_name_idx` ON `cardinals` (`sort_last_name`);--> statement-breakpoint
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
