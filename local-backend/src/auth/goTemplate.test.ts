import { describe, expect, it } from 'vitest';
import { parseGoTemplate, renderGoTemplate } from './goTemplate';

const render = (template: string, scope: Record<string, unknown>) => renderGoTemplate(parseGoTemplate(template), scope);

describe("the Go template subset of the auth emails", () => {
  it('fills variables and metadata, escaping them as html/template does', () => {
    expect(render('<p>{{ .Email }} by {{ .Data.invited_by }}</p>', { Email: 'a@example.com', Data: { invited_by: '<b>Ann & Co</b>' } })).toBe('<p>a@example.com by &lt;b&gt;Ann &amp; Co&lt;/b&gt;</p>');
    // A metadata key the account lacks is empty; a variable GoTrue does not offer shows as written.
    expect(render('[{{ .Data.missing }}][{{ .Nope }}]', { Data: {} })).toBe('[][{{ .Nope }}]');
  });

  it('chooses the first branch whose test passes: a field’s truth or eq with a text', () => {
    const template = '{{ if .Data.role }}{{ if eq .Data.role "admin" }}A{{ else if eq .Data.role "organiser" }}O{{ else }}M{{ end }}{{ else }}none{{ end }}';
    expect(['admin', 'organiser', 'user', ''].map((role) => render(template, { Data: { role } }))).toEqual(['A', 'O', 'M', 'none']);
    expect(render(template, { Data: {} })).toBe('none');
  });

  it('refuses what it cannot render, when the template is read', () => {
    expect(() => parseGoTemplate('{{ range .Data.list }}x{{ end }}')).toThrow(/Unsupported field/);
    expect(() => parseGoTemplate('{{ if .Data.x }}open')).toThrow(/without its "\{\{ end \}\}"/);
    expect(() => parseGoTemplate('{{ end }}')).toThrow(/without its "if"/);
    expect(() => parseGoTemplate('{{- .Email -}}')).toThrow(/Unsupported field/);
  });
});
