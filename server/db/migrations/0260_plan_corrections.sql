-- A provider may correct a final score after plans were settled on it (server/experts/settlement.ts).
-- settled_seq: the match's seq when the plan was last settled or checked against it (a later seq is news);
-- revenue_credited: what the expert holds of the plan's sales, net of reversals; settle_round: how often its
-- result changed after the first settlement (each round's ledger movements have keys of their own).
ALTER TABLE expert_plans ADD COLUMN settled_seq integer NOT NULL DEFAULT 0;
ALTER TABLE expert_plans ADD COLUMN revenue_credited integer NOT NULL DEFAULT 0;
ALTER TABLE expert_plans ADD COLUMN settle_round integer NOT NULL DEFAULT 0;
UPDATE expert_plans AS p SET settled_seq = m.seq FROM matches AS m WHERE m.id = p.match_id AND p.result <> 'pending';
UPDATE expert_plans AS p SET revenue_credited = l.change
  FROM coin_ledger AS l
  WHERE l.user_id = p.expert_id AND l.idempotency_key = 'plan-revenue:' || p.id;
