/**
 * One status writer (issue 30 item 2): a status column (`status` or `<something>_status`) is written
 * only by `platform/workflow/status-writer.ts`, which takes the target from the workflow. The scan
 * reads every server source file's syntax tree for `updateTable('t')...set({ status })` and for raw
 * `update t set status`; what it cannot see (a status inside a spread object) the table types refuse,
 * since a status column's update type is `never` (`StatusColumn` in db/columns.ts).
 * Creating a record in its first state (insertInto) is not a status change; migrations, seeds and
 * tests are exempt.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { runtimeSourceFiles } from './runtime-sources';

const src = path.resolve(import.meta.dirname, '../src');
const WRITER = 'platform/workflow/status-writer.ts';

/** Columns named like a status that hold no workflow's state (a code, a mirror of another system). */
const NOT_A_WORKFLOW = new Map<string, string>([
  ['capability_applications.qualification_status', 'the qualification the supplier applies for (a code)'],
  ['operation_logs.status', 'the HTTP status an operation answered'],
  ['sap_sync_logs.http_status', 'the HTTP status SAP answered'],
  ['repair_status_changes.from_status', 'history: the state a repair order left'],
  ['repair_status_changes.to_status', 'history: the state a repair order reached'],
  ['timeline_entries.from_status', 'history: the state a record left'],
  ['timeline_entries.to_status', 'history: the state a record reached'],
  ['shipments.reminded_status', 'history: the state a reminder was last sent for'],
  ['jobs.status', "the job queue's own claim of a job (queued, running, done), taken with skip-locked SQL; no user acts on it"],
]);

const isStatus = (name: string) => name === 'status' || name.endsWith('_status');

/** The table an `updateTable('t as x')` chain under `node` names, if any. */
function tableOf(node: ts.Expression): string | null {
  let e: ts.Expression = node;
  for (;;) {
    if (ts.isCallExpression(e)) {
      const callee = e.expression;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'updateTable') {
        const arg = e.arguments[0];
        return arg && ts.isStringLiteralLike(arg) ? arg.text.split(' ')[0]! : '?';
      }
      e = callee;
    } else if (ts.isPropertyAccessExpression(e)) e = e.expression;
    else return null;
  }
}

/** `file: table.column` for every status write in `text`. */
export function statusWrites(rel: string, text: string): string[] {
  const found: string[] = [];
  const file = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true);
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'set') {
      const table = tableOf(n.expression.expression);
      const arg = n.arguments[0];
      if (table && arg && ts.isObjectLiteralExpression(arg)) {
        for (const p of arg.properties) {
          const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteralLike(p.name)) ? p.name.text : null;
          if (name && isStatus(name) && !NOT_A_WORKFLOW.has(`${table}.${name}`)) found.push(`${rel}: ${table}.${name}`);
        }
      }
    }
    if (ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n)) {
      const m = /\bupdate\s+([a-z_]+)\b[\s\S]*?\bset\b([\s\S]*?)(\bwhere\b|$)/i.exec(n.getText(file));
      const col = m && /\b([a-z_]*status)\s*=/i.exec(m[2]!);
      if (m && col && !NOT_A_WORKFLOW.has(`${m[1]}.${col[1]}`)) found.push(`${rel}: ${m[1]}.${col[1]}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(file);
  return [...new Set(found)];
}

/** `table.column` of every status column declared in the table types without `StatusColumn<...>`. */
function untypedStatusColumns(): string[] {
  const typeFiles = [path.join(src, 'db/schema.ts'), ...runtimeSourceFiles(src).filter((f) => f.endsWith('/tables.ts') || f.endsWith('-tables.ts'))];
  const found: string[] = [];
  for (const f of typeFiles) {
    const file = ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
    file.forEachChild((n) => {
      if (!ts.isInterfaceDeclaration(n)) return;
      const table = n.name.text.replace(/Table$/, '').replace(/[A-Z]/g, (c, i: number) => (i ? '_' : '') + c.toLowerCase());
      for (const m of n.members) {
        if (!ts.isPropertySignature(m) || !m.name || !ts.isIdentifier(m.name) || !isStatus(m.name.text)) continue;
        if (NOT_A_WORKFLOW.has(`${table}.${m.name.text}`)) continue;
        if (!m.type?.getText(file).startsWith('StatusColumn<')) found.push(`${table}.${m.name.text}`);
      }
    });
  }
  return found.sort();
}

describe('one status writer', () => {
  const writes = runtimeSourceFiles(src)
    .map((f) => path.relative(src, f).split(path.sep).join('/'))
    .filter((rel) => rel !== WRITER)
    .flatMap((rel) => statusWrites(rel, fs.readFileSync(path.join(src, rel), 'utf8')));

  it('writes status columns only through platform/workflow/status-writer', () => {
    expect(writes.sort()).toEqual([]);
  });

  it('types every status column with its workflow, so only the writer may update it', () => {
    expect(untypedStatusColumns()).toEqual([]);
  });

  it('finds the writes it is meant to refuse (the scan works)', () => {
    const sample = "await db.updateTable('orders as o').set({ status: 'sent', note }).where('id', '=', 1).execute();\n" + "await sql`update outbox set status = 'held' where id = 1`.execute(db);\n" + "await trx.updateTable('x').set({ ...values, name }).execute();";
    expect(statusWrites('m.ts', sample)).toEqual(['m.ts: orders.status', 'm.ts: outbox.status']);
  });
});
