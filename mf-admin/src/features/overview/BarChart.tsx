import { scaleBand, scaleLinear } from 'd3-scale';
import styled from 'styled-components';
import { VisuallyHidden } from 'shared-ui';

export interface BarDatum {
  label: string;
  value: number;
  color?: string;
}

const Figure = styled.figure`
  margin: 0;
  figcaption { font-weight: 700; margin-bottom: 0.5rem; }
  svg { width: 100%; height: auto; display: block; }
  text { font-size: 11px; fill: ${({ theme }) => theme.colors.text}; }
`;

const WIDTH = 640;
const ROW = 26;
const LABEL = 150;

/**
 * Horizontal bars drawn with d3-scale into plain SVG. The SVG is hidden from screen readers;
 * the same figures are in a table for them (and anyone who turns styles off).
 */
export function BarChart({ title, data, valueLabel }: { title: string; data: readonly BarDatum[]; valueLabel: string }) {
  const height = data.length * ROW;
  const max = Math.max(1, ...data.map((d) => d.value));
  const x = scaleLinear().domain([0, max]).range([0, WIDTH - LABEL - 40]).nice();
  const y = scaleBand<string>().domain(data.map((d) => d.label)).range([0, height]).padding(0.2);
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
        {data.map((d) => (
          <g key={d.label} transform={`translate(0, ${y(d.label) ?? 0})`}>
            <text x={LABEL - 8} y={y.bandwidth() / 2} dy="0.35em" textAnchor="end">
              {d.label}
            </text>
            <rect x={LABEL} width={x(d.value)} height={y.bandwidth()} rx={3} fill={d.color ?? '#0066CC'} />
            <text x={LABEL + x(d.value) + 6} y={y.bandwidth() / 2} dy="0.35em">
              {d.value}
            </text>
          </g>
        ))}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{d.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
