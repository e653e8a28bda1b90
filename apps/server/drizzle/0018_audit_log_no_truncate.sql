-- append-only means TRUNCATE too (decision 013): the row triggers of 0009 never fire for it
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
