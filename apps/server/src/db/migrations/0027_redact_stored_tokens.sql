-- Launch tokens are secrets kept only hashed; request bodies stored before this change still carry them in clear.
UPDATE vendor_transaction SET request_body = regexp_replace(request_body, '"token"\s*:\s*"[^"]*"', '"token":"[redacted]"', 'g')
  WHERE request_body LIKE '%"token"%' AND request_body NOT LIKE '%"token":"[redacted]"%';
--> statement-breakpoint
UPDATE vendor_request_log SET request_body = regexp_replace(request_body, '"token"\s*:\s*"[^"]*"', '"token":"[redacted]"', 'g')
  WHERE request_body LIKE '%"token"%' AND request_body NOT LIKE '%"token":"[redacted]"%';
