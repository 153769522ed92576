import { councilAdvisors, councilMembers } from './councilMembers';

describe('regional council data', () => {
  it.each([
    ['council members', councilMembers],
    ['advisors', councilAdvisors],
  ])('gives each of the %s a name, title, location and image', (_label, people) => {
    for (const person of people) {
      expect(person.name).toBeTruthy();
      expect(person.title).toBeTruthy();
      expect(person.location).toBeTruthy();
      expect(person.image).toBeTruthy();
    }
  });

  it('names nobody twice across both lists', () => {
    const names = [...councilMembers, ...councilAdvisors].map((person) => person.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
