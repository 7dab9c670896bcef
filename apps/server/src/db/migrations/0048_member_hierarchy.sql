CREATE TABLE "member_closure" (
	"ancestor_id" uuid NOT NULL,
	"descendant_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_closure_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "member_closure_depth_check" CHECK ("member_closure"."depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_closure" ADD CONSTRAINT "member_closure_ancestor_id_member_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_closure" ADD CONSTRAINT "member_closure_descendant_id_member_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_closure_descendant_index" ON "member_closure" USING btree ("descendant_id","depth");--> statement-breakpoint
-- The closure is kept by triggers (decision 0073). Changes of one brand's tree are serialized by an advisory lock on
-- the brand: a new member takes it shared (new members never disturb each other), a move takes it exclusive (it
-- rewrites the rows of a whole subtree, which a new member below it reads).
CREATE FUNCTION member_hierarchy_lock(p_merchant_id uuid, p_exclusive boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_exclusive THEN
    PERFORM pg_advisory_xact_lock(hashtext('member_hierarchy'), hashtext(p_merchant_id::text));
  ELSE
    PERFORM pg_advisory_xact_lock_shared(hashtext('member_hierarchy'), hashtext(p_merchant_id::text));
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION member_hierarchy_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NULL OR (TG_OP = 'UPDATE' AND NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id) THEN
    RETURN NEW;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM member u WHERE u.id = NEW.upline_id AND u.merchant_id = NEW.merchant_id) THEN
    RAISE EXCEPTION 'MEMBER_UPLINE_OTHER_BRAND: an upline must be a member of the same brand' USING ERRCODE = '23514';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM member_hierarchy_lock(NEW.merchant_id, true);
    IF EXISTS (SELECT 1 FROM member_closure c WHERE c.ancestor_id = NEW.id AND c.descendant_id = NEW.upline_id) THEN
      RAISE EXCEPTION 'MEMBER_HIERARCHY_CYCLE: a member cannot move under itself or its own team' USING ERRCODE = '23514';
    END IF;
  ELSE
    PERFORM member_hierarchy_lock(NEW.merchant_id, false);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION member_hierarchy_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_closure (ancestor_id, descendant_id, depth)
  SELECT NEW.id, NEW.id, 0
  UNION ALL
  SELECT c.ancestor_id, NEW.id, c.depth + 1 FROM member_closure c WHERE c.descendant_id = NEW.upline_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A move: the subtree's links to its old ancestors go, links to every new ancestor come; links inside it stay.
CREATE FUNCTION member_hierarchy_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_closure outside_link
  USING member_closure subtree
  WHERE subtree.ancestor_id = NEW.id
    AND outside_link.descendant_id = subtree.descendant_id
    AND outside_link.ancestor_id NOT IN (SELECT inside.descendant_id FROM member_closure inside WHERE inside.ancestor_id = NEW.id);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_closure (ancestor_id, descendant_id, depth)
    SELECT above.ancestor_id, subtree.descendant_id, above.depth + subtree.depth + 1
    FROM member_closure above CROSS JOIN member_closure subtree
    WHERE above.descendant_id = NEW.upline_id AND subtree.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_hierarchy_check BEFORE INSERT OR UPDATE OF upline_id ON member
  FOR EACH ROW EXECUTE FUNCTION member_hierarchy_check();
--> statement-breakpoint
CREATE TRIGGER member_hierarchy_insert AFTER INSERT ON member
  FOR EACH ROW EXECUTE FUNCTION member_hierarchy_insert();
--> statement-breakpoint
CREATE TRIGGER member_hierarchy_move AFTER UPDATE OF upline_id ON member
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION member_hierarchy_move();
--> statement-breakpoint
-- Existing members: every pair of an upline chain, from the pointers.
INSERT INTO member_closure (ancestor_id, descendant_id, depth)
WITH RECURSIVE chain(ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM member
  UNION ALL
  SELECT m.upline_id, chain.descendant_id, chain.depth + 1
  FROM chain JOIN member m ON m.id = chain.ancestor_id
  WHERE m.upline_id IS NOT NULL
)
SELECT ancestor_id, descendant_id, depth FROM chain;
