import { sql, type Kysely } from 'kysely';

/**
 * RFx item clauses typed at the source (issue 25 item 2, D-474): the free-text contract type of
 * every stored clause becomes a code of the `contractType` table (framework, purchase, repair,
 * exchange, consignment, other). A text no code matches becomes `other`, and the text is kept in
 * the contract name (after the name when there is one), so nothing typed is lost.
 */
const ALIASES: Record<string, string> = {
  framework: 'framework', frame: 'framework', 'framework agreement': 'framework', framework_agreement: 'framework', fa: 'framework', 框架: 'framework', 框架协议: 'framework', 框架合同: 'framework',
  purchase: 'purchase', purchasing: 'purchase', 'purchase contract': 'purchase', po: 'purchase', 采购: 'purchase', 采购合同: 'purchase', 购销合同: 'purchase',
  repair: 'repair', 'repair contract': 'repair', 修理: 'repair', 送修: 'repair', 维修: 'repair', 修理合同: 'repair', 维修合同: 'repair',
  exchange: 'exchange', 'exchange contract': 'exchange', 交换: 'exchange', 交换合同: 'exchange',
  consignment: 'consignment', 'consignment contract': 'consignment', 寄售: 'consignment', 寄售合同: 'consignment',
  other: 'other', 其他: 'other',
};

interface Clause {
  contractType?: unknown;
  contractName?: string | null;
  [key: string]: unknown;
}

function typedClause(c: Clause): Clause {
  const text = typeof c.contractType === 'string' ? c.contractType.trim() : '';
  const code = ALIASES[text.toLowerCase().replace(/\s+/g, ' ')];
  if (code) return { ...c, contractType: code };
  const name = c.contractName?.trim();
  return { ...c, contractType: 'other', contractName: !text ? (name ?? null) : name ? `${name} (${text})` : text };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: number; clauses: Clause[] }>`select id, clauses from sourcing_rfx_items where jsonb_array_length(clauses) > 0 order by id`.execute(db);
  for (const row of rows.rows) {
    const typed = row.clauses.map(typedClause);
    if (JSON.stringify(typed) !== JSON.stringify(row.clauses)) await sql`update sourcing_rfx_items set clauses = ${JSON.stringify(typed)}::jsonb where id = ${row.id}`.execute(db);
  }
}
