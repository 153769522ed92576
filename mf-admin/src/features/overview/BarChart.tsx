import { scaleLinear } from 'd3-scale';
import styled from 'styled-components';
import { VisuallyHidden } from 'shared-ui';

export interface BarDatum {
  label: string;
  value: number;
  color?: string;
}

const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 700;
    margin-bottom: 0.75rem;
  }
`;

/*
 * Labels are HTML text in CSS pixels, not SVG text in a viewBox: an SVG scaled to its card drew
 * 11px text at about 6px on a phone. Here they are 13px at every width; only the bars scale.
 */
const Rows = styled.div`
  display: grid;
  grid-template-columns: minmax(5.5rem, max-content) minmax(3rem, 1fr) minmax(2ch, max-content);
  align-items: center;
  gap: 0.375rem 0.625rem;
  font-size: 0.8125rem;
  line-height: 1.25;
`;

const Label = styled.span`
  text-align: right;
  overflow-wrap: anywhere;
`;

const Bar = styled.span.attrs<{ $share: number; $color?: string }>(({ $share, $color }) => ({ style: { width: `${$share}%`, ...($color ? { background: $color } : {}) } }))`
  display: block;
  background: ${({ theme }) => theme.colors.primary};
  height: 1.125rem;
  min-width: 1px;
  border-radius: 3px;
`;

const Value = styled.span`
  font-variant-numeric: tabular-nums;
`;

/**
 * Horizontal bars, their lengths from d3-scale. The drawing is hidden from screen readers; the same
 * figures are in a table for them (and anyone who turns styles off).
 */
export function BarChart({ title, data, valueLabel }: { title: string; data: readonly BarDatum[]; valueLabel: string }) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const share = scaleLinear().domain([0, max]).nice().range([0, 100]);
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <Rows aria-hidden="true" data-chart-rows="">
        {data.map((d) => (
          <Row key={d.label} datum={d} share={share(d.value)} />
        ))}
      </Rows>
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

function Row({ datum, share }: { datum: BarDatum; share: number }) {
  return (
    <>
      <Label>{datum.label}</Label>
      <Bar $share={datum.value === 0 ? 0 : share} $color={datum.color} />
      <Value>{datum.value}</Value>
    </>
  );
}
