/** A score with its grade as a coloured tag (A green ... D red); '-' when not measured. */
import { Tag } from 'antd';
import type { Grade } from '@aerosupply/shared/supplier-scorecard/grading';

const COLORS: Record<Grade, string> = { A: 'green', B: 'blue', C: 'gold', D: 'red' };

export function GradeTag({ score, grade }: { score: number | null; grade: Grade | null }) {
  if (score === null) return <span>-</span>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {score.toFixed(1)} {grade ? <Tag color={COLORS[grade]}>{grade}</Tag> : null}
    </span>
  );
}
