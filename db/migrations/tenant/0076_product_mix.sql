-- Loan product mix (Fineract's m_product_mix): directed pairs "product -> restricted product". A product
-- owns a mix when it has pairs; the restrictions read back symmetrically. Fineract has no unique key on a
-- pair; ours keeps each pair once.
create table m_product_mix (
  id bigserial primary key,
  product_id bigint not null constraint "FK_m_product_mix_product_id_to_m_product_loan" references m_product_loan (id),
  restricted_product_id bigint not null constraint "FK_m_product_mix_restricted_product_id_to_m_product_loan" references m_product_loan (id),
  constraint m_product_mix_pair_unique unique (product_id, restricted_product_id)
);
create index "FK_m_product_mix_restricted_product_id_to_m_product_loan" on m_product_mix (restricted_product_id);
