DROP INDEX "outbox_due_idx";--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "payload", "attempts", "max_attempts", "run_at", "created_at")
SELECT 'outbox-' || "channel", "id"::text, '{}'::jsonb, "attempts", greatest(150, "attempts" + 1), "next_attempt_at", "created_at"
FROM "outbox"
WHERE "status" = 'pending'
ON CONFLICT DO NOTHING;
