/**
 * The e2e run's time report for the CI log (issue 24): the 20 slowest tests, every retry with the
 * reason of the failed attempt, and each spec file's total, so a slow or flaky test is seen in the
 * log of the run that made it so.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Attempt {
  title: string;
  file: string;
  retry: number;
  status: TestResult['status'];
  seconds: number;
  error?: string;
}

const seconds = (ms: number) => ms / 1000;
// eslint-disable-next-line no-control-regex -- the terminal colour codes of Playwright's messages
const firstLine = (text: string | undefined) => (text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim())?.trim() ?? '';

export default class GateReporter implements Reporter {
  private readonly attempts: Attempt[] = [];
  private readonly started = Date.now();

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, , file] = test.titlePath();
    this.attempts.push({
      title: test.titlePath().slice(3).join(' › '),
      file: file ?? test.location.file,
      retry: result.retry,
      status: result.status,
      seconds: seconds(result.duration),
      error: firstLine(result.error?.message),
    });
  }

  onEnd(result: FullResult): void {
    const out: string[] = [];
    const slowest = [...this.attempts].sort((a, b) => b.seconds - a.seconds).slice(0, 20);
    out.push('', `e2e: the 20 slowest tests (run ${result.status} in ${seconds(Date.now() - this.started).toFixed(0)} s)`);
    for (const a of slowest) out.push(`  ${a.seconds.toFixed(1).padStart(6)} s  ${a.file} › ${a.title}${a.retry ? ` (retry ${a.retry})` : ''}`);

    const byFile = new Map<string, number>();
    for (const a of this.attempts) byFile.set(a.file, (byFile.get(a.file) ?? 0) + a.seconds);
    out.push('', 'e2e: time per spec file (all attempts)');
    for (const [file, total] of [...byFile].sort((a, b) => b[1] - a[1])) out.push(`  ${total.toFixed(1).padStart(6)} s  ${file}`);

    const retried = this.attempts.filter((a) => a.retry > 0);
    out.push('', retried.length ? `e2e: ${retried.length} retries` : 'e2e: no retries');
    for (const r of retried) {
      const failed = this.attempts.find((a) => a.file === r.file && a.title === r.title && a.retry === r.retry - 1);
      out.push(`  ${r.file} › ${r.title}: attempt ${r.retry} ${failed?.status ?? 'failed'} (${failed?.error || 'no message'}), retry ${r.status}`);
    }
    console.info(out.join('\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}
