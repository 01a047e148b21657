-- Every change to an account or a session is announced on the channel `tailor_account` with the user's id, so each
-- server instance can drop what it remembers of that account at once (decision 062). `*` means "anything".
CREATE FUNCTION "tailor_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('tailor_account', '*');
  ELSE
    PERFORM pg_notify('tailor_account', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "tailor_account_changed"('id');--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "tailor_account_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "tailor_account_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "tailor_account_changed"();
