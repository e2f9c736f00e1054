CREATE TABLE `conclave_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`at` text NOT NULL,
	`recorded_at` text NOT NULL,
	`source_url` text NOT NULL,
	`note` text,
	`cause` text,
	`smoke` text,
	`slug` text,
	`papal_name` text
);
